import { NativeSelect } from '@mantine/core';
import type { SupportRequest } from '#shared/schemas/support.ts';
import { SUPPORT_STATUS_LABELS, SUPPORT_STATUSES, type SupportStatus } from '#shared/support.ts';
import { useUpdateSupportStatus } from '../api/update-support-status.ts';

/** Oja support sets where a request stands (resolved, or back to open). */
export function StatusControl({
  request,
  linkKey,
}: {
  request: SupportRequest;
  linkKey: string | null;
}) {
  const update = useUpdateSupportStatus(request._id, linkKey);
  return (
    <NativeSelect
      label="Status"
      w={200}
      disabled={update.isPending}
      data={SUPPORT_STATUSES.map((s) => ({ value: s, label: SUPPORT_STATUS_LABELS[s] }))}
      value={request.status}
      onChange={(e) => update.mutate(e.currentTarget.value as SupportStatus)}
    />
  );
}
