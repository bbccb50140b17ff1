import { Button, Center } from '@mantine/core';

/** The button under a list that appends its next page, while there is one. */
export function ShowMore({
  query,
  label = 'Show more',
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label?: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Center>
      <Button
        variant="light"
        loading={query.isFetchingNextPage}
        onClick={() => query.fetchNextPage()}
      >
        {label}
      </Button>
    </Center>
  );
}
