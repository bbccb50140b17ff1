import { Stack, Text } from '@mantine/core';
import { formatDate } from '#shared/dates.ts';

type Message = { side: 'BUYER' | 'SELLER' | 'OJA'; author: string; text: string; at: string };

/** A dispute's messages, oldest first, each with its side in words the reader knows. */
export function DisputeThread({
  messages,
  reader,
}: {
  messages: Message[];
  /** Whose screen it is: their own messages say "You". */
  reader: 'BUYER' | 'SELLER' | 'OJA';
}) {
  const who = (m: Message) => {
    if (m.side === 'OJA') return 'Oja';
    if (m.side === reader) return 'You';
    return m.side === 'BUYER' ? `${m.author} (buyer)` : `${m.author} (seller)`;
  };
  return (
    <Stack gap="sm">
      {messages.map((m, i) => (
        <Stack
          key={`${m.at}-${i}`}
          gap={2}
          p="sm"
          style={{
            borderRadius: 8,
            background:
              m.side === 'OJA' ? 'var(--mantine-color-navy-0)' : 'var(--mantine-color-gray-0)',
          }}
        >
          <Text size="xs" c="dimmed">
            {who(m)} · {formatDate(m.at, 'dateTime')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {m.text}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
