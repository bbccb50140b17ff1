import { Group } from '@mantine/core';
import { LightSelect, LightTextField } from '#web/components/light-fields.tsx';

/**
 * A queue's search field and one choice beside it; either change is reported through `onChange`
 * (which the screen uses to go back to the first page).
 */
export function QueueFilters(props: {
  search: string;
  placeholder: string;
  choice: { label: string; value: string; options: { value: string; label: string }[] };
  onChange: (change: { search: string } | { choice: string }) => void;
}) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <div style={{ flex: '1 1 220px' }}>
        <LightTextField
          label="Search"
          placeholder={props.placeholder}
          value={props.search}
          onChange={(e) => props.onChange({ search: e.currentTarget.value })}
        />
      </div>
      <LightSelect
        label={props.choice.label}
        value={props.choice.value}
        onChange={(e) => props.onChange({ choice: e.currentTarget.value })}
        options={props.choice.options}
      />
    </Group>
  );
}
