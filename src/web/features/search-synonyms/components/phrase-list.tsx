import { Badge, Group } from '@mantine/core';

/** A group's phrases as tags that wrap on a narrow screen. */
export function PhraseList({ phrases }: { phrases: readonly string[] }) {
  return (
    <Group
      gap={6}
      component="ul"
      aria-label="Phrases"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {phrases.map((p) => (
        <Badge key={p} component="li" variant="light" tt="none" size="lg" radius="sm" maw="100%">
          {p}
        </Badge>
      ))}
    </Group>
  );
}
