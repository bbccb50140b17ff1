import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** The friendly 404: an unknown address, product or store, with ways back into the shop. */
export function NotFound({ what = 'page' }: { what?: string }) {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={64} fw={800} c="navy.8" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          We could not find that {what}
        </Title>
        <Text c="dimmed">The link may be old or mistyped. These will get you back on track:</Text>
        <Group justify="center">
          <Button component={Link} to="/">
            Go home
          </Button>
          <Button component={Link} to="/shopper" variant="light">
            Shop Now
          </Button>
          <Button component={Link} to="/support" variant="subtle">
            Get help
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
