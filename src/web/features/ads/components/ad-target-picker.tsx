import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNaira } from '#shared/format.ts';
import { thumbnailUrl } from '#shared/media.ts';
import { ChoiceCards } from '#web/components/choice-cards.tsx';
import { Thumb } from '#web/components/plain.tsx';
import type { AdChoice } from './ad-order.ts';

function ChoiceLabel({ choice }: { choice: AdChoice }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Thumb src={choice.image ? thumbnailUrl(choice.image) : null} size={48} />
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {choice.title}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {[choice.price !== null ? formatNaira(choice.price) : null, choice.subtitle]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * What to promote: one of a few choices (the store, the products of a page, the owner's posts),
 * each with its picture, with what the screen puts above (a search) and below (more) the list.
 */
export function AdTargetPicker({
  legend,
  choices,
  value,
  onChange,
  above,
  below,
}: {
  legend: string;
  choices: AdChoice[];
  value: AdChoice | null;
  onChange: (choice: AdChoice) => void;
  above?: ReactNode;
  below?: ReactNode;
}) {
  return (
    <Stack gap="sm">
      {above}
      {choices.length > 0 && (
        <ChoiceCards
          legend={legend}
          value={value?.targetId ?? null}
          onChange={(id) => onChange(choices.find((c) => c.targetId === id)!)}
          choices={choices.map((c) => ({ value: c.targetId, label: <ChoiceLabel choice={c} /> }))}
        />
      )}
      {below}
    </Stack>
  );
}
