import { List, Skeleton, Stack, Text } from '@mantine/core';
import type { BadgeRequirement } from '#shared/schemas/badges.ts';
import { formatNumber } from '#shared/format.ts';
import { useBadgeChecklist } from '../api/creator-badge-preview.ts';

const figure = (r: BadgeRequirement) =>
  r.current !== null && r.target !== null
    ? ` — you have ${formatNumber(r.current)} of ${formatNumber(r.target)}`
    : '';

/**
 * What becoming a creator does to the user's verification badge, said before they decide: the
 * creator's badge asks for more (posts, followers) than a verified person's, so a checklist they
 * have met can become one they have not.
 */
export function CreatorBadgeChanges({ userId }: { userId: string }) {
  const personal = useBadgeChecklist(userId, 'PERSONAL');
  const creator = useBadgeChecklist(userId, 'CREATOR');
  if (personal.isPending || creator.isPending)
    return (
      <Skeleton h={96} radius="md" role="status" aria-label="Loading what changes for your badge" />
    );
  if (!personal.data || !creator.data)
    return (
      <Text size="sm">
        Your verification badge becomes a creator&apos;s badge, which also asks for a number of
        active posts and followers before you can request it.
      </Text>
    );
  const had = new Set(personal.data.requirements.map((r) => r.key));
  // Once a creator, "Creator on Oja" is met: it is not one of the changes.
  const after = creator.data.requirements.filter((r) => r.key !== 'creator');
  const extra = after.filter((r) => !had.has(r.key));
  const metNow = personal.data.requirements.filter((r) => r.met).length;
  const metAfter = after.filter((r) => r.met).length;
  const verified = personal.data.isVerified;
  return (
    <Stack gap="xs" data-testid="creator-badge-changes">
      <Text size="sm">
        Your verification badge becomes a creator&apos;s badge, which also asks for:
      </Text>
      <List size="sm" spacing={4}>
        {extra.map((r) => (
          <List.Item key={r.key}>
            {r.label}
            {figure(r)}
          </List.Item>
        ))}
      </List>
      <Text size="sm" fw={600}>
        {verified
          ? 'Your verified tick stays.'
          : `Today you meet ${metNow} of ${personal.data.requirements.length} for a verified person; as a creator you would meet ${metAfter} of ${after.length}${
              metAfter < after.length
                ? ', and could pay for the badge only once you meet them all'
                : ''
            }.`}
      </Text>
    </Stack>
  );
}
