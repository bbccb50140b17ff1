import {
  Box,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBuildingStore,
  IconCash,
  IconShieldCheck,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { Link } from 'react-router';

const points = [
  {
    icon: IconBuildingStore,
    title: 'Trusted local businesses',
    text: 'Follow vendors and creators from Lagos to Kano and shop their catalogues in one place.',
  },
  {
    icon: IconCash,
    title: 'Pay in naira',
    text: 'Card and wallet payments in naira; your money is held safely until you confirm delivery.',
  },
  {
    icon: IconTruckDelivery,
    title: 'Delivery you can track',
    text: 'Every order shows each step from accepted to shipped, delivered and received.',
  },
  {
    icon: IconShieldCheck,
    title: 'Run your business',
    text: 'Vendors manage products, orders, delivery fees and payouts from one dashboard.',
  },
];

export default function HomeScreen() {
  return (
    <>
      <Box bg="navy.9" c="white" py={{ base: 48, sm: 96 }}>
        <Container size="lg">
          <Stack gap="lg" maw={640}>
            <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.15}>
              The ultimate solution for vendor management
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="gray.3">
              Welcome to Oja: discover Nigerian businesses and creators, order what you love and pay
              in naira — or open your own store and manage it all in one place.
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/shopper" size="md" color="amber.5" c="navy.9">
                Shop Now
              </Button>
              <Button component={Link} to="/auth/register" size="md" variant="white" color="navy.9">
                Start selling
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 40, sm: 72 }}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl">
          {points.map((p) => (
            <Stack key={p.title} gap="xs">
              <ThemeIcon size={44} radius="md" variant="light">
                <p.icon size={24} stroke={1.6} />
              </ThemeIcon>
              <Title order={2} fz="lg">
                {p.title}
              </Title>
              <Text c="dimmed" size="sm">
                {p.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
