import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconHeadset, IconMail, IconQuestionMark } from '@tabler/icons-react';
import { Link } from 'react-router';

export default function SupportScreen() {
  return (
    <Container size="lg" py={{ base: 32, sm: 64 }}>
      <Stack gap="lg" maw={960}>
        <Title order={1}>Help and support</Title>
        <Text>
          We answer every message, usually within one working day (Monday to Saturday, 8am–8pm WAT).
        </Text>
        <Group>
          <Button
            component={Link}
            to="/shopper/support"
            size="md"
            leftSection={<IconHeadset size={20} aria-hidden="true" />}
          >
            Contact support
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Card withBorder radius="lg" p="lg">
            <ThemeIcon variant="light" size={40} mb="sm">
              <IconHeadset size={22} />
            </ThemeIcon>
            <Title order={2} fz="lg">
              Send us a request
            </Title>
            <Text size="sm" c="dimmed" mb="xs">
              Get a reference number, our answer by e-mail, and a page to follow the conversation.
              No account needed.
            </Text>
            <Anchor component={Link} to="/shopper/support">
              Open a support request
            </Anchor>
          </Card>
          <Card withBorder radius="lg" p="lg">
            <ThemeIcon variant="light" size={40} mb="sm">
              <IconMail size={22} />
            </ThemeIcon>
            <Title order={2} fz="lg">
              E-mail us
            </Title>
            <Text size="sm" c="dimmed" mb="xs">
              Include your order number if your question is about an order.
            </Text>
            <Anchor href="mailto:support@oja.ng">support@oja.ng</Anchor>
          </Card>
          <Card withBorder radius="lg" p="lg">
            <ThemeIcon variant="light" size={40} mb="sm">
              <IconQuestionMark size={22} />
            </ThemeIcon>
            <Title order={2} fz="lg">
              Common questions
            </Title>
            <Text size="sm" c="dimmed" mb="xs">
              Payments, returns, passwords and selling on Oja.
            </Text>
            <Anchor component={Link} to="/faq">
              Read the FAQ
            </Anchor>
          </Card>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
