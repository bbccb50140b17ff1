import { Container, Stack, Title } from '@mantine/core';
import { QuestionList } from '#web/components/question-list.tsx';

const questions = [
  {
    q: 'Do I need an account to shop?',
    a: 'You can browse without one. To order, follow businesses or track deliveries, create a free account with your e-mail and phone number.',
  },
  {
    q: 'How do I pay?',
    a: 'Orders are paid in naira by card through our payment partner. Your payment is held until you confirm you received your order.',
  },
  {
    q: 'Can I return an item?',
    a: 'If the business accepts returns, you can request one from the order page after delivery. The vendor confirms the return and you are refunded.',
  },
  {
    q: 'How do I start selling?',
    a: 'Create an account, then choose “Add Business”. You can add products, set delivery fees per state and share your storefront link.',
  },
  {
    q: 'I forgot my password',
    a: 'Use “Forgot password?” on the login page. We e-mail you a link that works for 30 minutes.',
  },
];

export default function FaqScreen() {
  return (
    <Container size="lg" py={{ base: 32, sm: 64 }}>
      <Stack gap="lg" maw={720}>
        <Title order={1}>Frequently asked questions</Title>
        <QuestionList items={questions} />
      </Stack>
    </Container>
  );
}
