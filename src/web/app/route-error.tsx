import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** A screen failed to load (often a dropped connection while fetching its code). */
export function RouteError() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" ta="center" gap="sm" maw={420}>
        <Title order={1} fz={24}>
          Something went wrong
        </Title>
        <Text c="dimmed">This page could not be shown. Check your connection, then reload.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
