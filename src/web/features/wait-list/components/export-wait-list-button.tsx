import { Button } from '@mantine/core';
import { useExportWaitList, type WAIT_LIST_EXPORT_PATH } from '../api/wait-list.ts';

/**
 * Oja staff's download of everyone on the wait-list, as a spreadsheet file, from the console's
 * export: `path` may only name that one.
 */
export function ExportWaitListButton(_: { path?: typeof WAIT_LIST_EXPORT_PATH }) {
  const exportList = useExportWaitList();
  return (
    <Button variant="light" loading={exportList.isPending} onClick={() => exportList.mutate()}>
      Download the wait-list (CSV)
    </Button>
  );
}
