import { Alert, Button } from '@mantine/core';

/** What a screen shows when its data could not be loaded, with a way to try again. */
export function LoadErrorAlert({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert color="red" title={`We could not load ${what}`} maw={600}>
      Check your connection and try again.
      <Button display="block" mt="sm" size="xs" variant="light" color="red" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
