import { Container, Stack, Title } from '@mantine/core';
import { FAQ } from '#shared/faq.ts';
import { QuestionList } from '#web/components/question-list.tsx';

export default function FaqScreen() {
  return (
    <Container size="lg" py={{ base: 32, sm: 64 }}>
      <Stack gap="lg" maw={720}>
        <Title order={1}>Frequently asked questions</Title>
        <QuestionList items={FAQ} />
      </Stack>
    </Container>
  );
}
