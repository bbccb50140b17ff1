import { Button } from '@mantine/core';
import { useExportWaitList } from '../api/wait-list.ts';

/** Oja staff's download of everyone on the wait-list, as a spreadsheet file (the console's). */
export function ExportWaitListButton() {
  const exportList = useExportWaitList();
  return (
    <Button variant="light" loading={exportList.isPending} onClick={() => exportList.mutate()}>
      Download the wait-list (CSV)
    </Button>
  );
}
