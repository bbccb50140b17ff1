import { Group } from '@mantine/core';
import type { SupportDeskRequest } from '#shared/schemas/support.ts';
import { SUPPORT_STATUS_LABELS, SUPPORT_STATUSES, type SupportStatus } from '#shared/support.ts';
import { LightSelect } from '#web/components/light-fields.tsx';
import { useDeskAssign, useDeskAssignees, useDeskStatus } from '../api/support-desk.ts';

/** Who has a request and where it stands: each change is saved at once, and on the record. */
export function DeskControls({ request }: { request: SupportDeskRequest }) {
  const people = useDeskAssignees();
  const assign = useDeskAssign(request._id);
  const status = useDeskStatus(request._id);
  const taker = request.assignee;
  const choices = [
    { value: '', label: 'Nobody yet' },
    ...(people.data ?? (taker ? [taker] : [])).map((p) => ({ value: p._id, label: p.name })),
  ];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <LightSelect
        label="Taken by"
        value={taker?._id ?? ''}
        disabled={assign.isPending || people.isPending}
        options={choices}
        onChange={(e) => assign.mutate(e.currentTarget.value || null)}
      />
      <LightSelect
        label="Status"
        value={request.status}
        disabled={status.isPending}
        options={SUPPORT_STATUSES.map((s) => ({ value: s, label: SUPPORT_STATUS_LABELS[s] }))}
        onChange={(e) => status.mutate(e.currentTarget.value as SupportStatus)}
      />
    </Group>
  );
}
