import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCash, IconShare, IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatNumber, formatRate } from '#shared/format.ts';
import { useAffiliateProgramme } from '../api/affiliates.ts';

const back = encodeURIComponent('/shopper/affiliate');

/**
 * What the affiliate programme is, in three steps, with what sellers pay today. Visitors are
 * asked to sign up (or log in) and come back here to start.
 */
export function AffiliateIntro({ signedIn }: { signedIn: boolean }) {
  const { data } = useAffiliateProgramme();
  const paid = data && data.products > 0;
  const steps = [
    {
      icon: <IconShoppingBag size={22} />,
      title: 'Pick products',
      text: paid
        ? `${formatNumber(data.products)} products from ${formatNumber(data.sellers)} sellers pay ${formatRate(data.commission.lowest)} to ${formatRate(data.commission.highest)} of each sale (${formatRate(data.commission.average)} on average).`
        : 'Sellers choose which products affiliates may resell, and what share of each sale they pay.',
    },
    {
      icon: <IconShare size={22} />,
      title: 'Share your link',
      text: 'Each product gets your own link and a ready WhatsApp message. Whoever buys through it within 7 days is yours.',
    },
    {
      icon: <IconCash size={22} />,
      title: 'Get paid',
      text: 'Your commission is held with the payment and lands in your Oja wallet as soon as the buyer confirms they received the order.',
    },
  ];
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz={{ base: 18, sm: 22 }}>
            Sell what Nigerian vendors make, and earn on every sale
          </Title>
          <Text size="sm" c="dimmed">
            No stock, no delivery: the seller ships, Oja holds the money until the buyer has it.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {steps.map((s) => (
            <Group key={s.title} gap="sm" align="flex-start" wrap="nowrap">
              <Text c="navy.7" mt={2} aria-hidden>
                {s.icon}
              </Text>
              <Stack gap={2}>
                <Text fw={600}>{s.title}</Text>
                <Text size="sm" c="dimmed">
                  {s.text}
                </Text>
              </Stack>
            </Group>
          ))}
        </SimpleGrid>
        {!signedIn && (
          <Group gap="sm">
            <Button component={Link} to={`/auth/register?redirect=${back}`}>
              Sign up to start
            </Button>
            <Button component={Link} to={`/auth/login?redirect=${back}`} variant="default">
              Log in
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
