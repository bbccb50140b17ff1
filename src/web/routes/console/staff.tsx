import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useConsoleMe } from '#web/features/console/api/console-me.ts';
import { useStaff } from '#web/features/console/api/staff.ts';
import { StaffCard } from '#web/features/console/components/staff-card.tsx';

/** Admin: Oja's staff, their roles and authenticators. */
export default function ConsoleStaffScreen() {
  useDocumentTitle('Staff | Oja console');
  const staff = useStaff();
  const { data: me } = useConsoleMe(true);
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Staff
        </Title>
        <Text c="dimmed">
          Who works on Oja and what each may do. Every change is recorded with its reason.
        </Text>
      </Stack>
      {staff.isPending ? (
        <Skeleton h={240} radius="md" />
      ) : staff.isError ? (
        <LoadError what="the staff" onRetry={() => staff.refetch()} />
      ) : (
        <Stack gap="sm">
          {staff.data.map((m) => (
            <StaffCard key={m.userId} member={m} self={m.userId === me?.userId} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
