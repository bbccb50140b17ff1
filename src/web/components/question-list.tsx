import { Accordion, Text } from '@mantine/core';

export type QuestionAndAnswer = { q: string; a: string };

/** Questions that open to their answers, one at a time. */
export function QuestionList({ items }: { items: readonly QuestionAndAnswer[] }) {
  return (
    <Accordion variant="separated" radius="md">
      {items.map((item, i) => (
        // Values become element ids: plain words, no spaces or question marks.
        <Accordion.Item key={item.q} value={`question-${i}`}>
          <Accordion.Control>{item.q}</Accordion.Control>
          <Accordion.Panel>
            <Text size="sm">{item.a}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
