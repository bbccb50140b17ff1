import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBasket,
  IconCrown,
  IconHeartHandshake,
  IconPalette,
  IconRosetteDiscountCheck,
  IconSpeakerphone,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNaira } from '#shared/format.ts';
import { POINT_VALUE_NAIRA, POINTS_LIFETIME_MONTHS } from '#shared/rewards.ts';
import classes from './points-uses.module.css';

const USES: { label: string; what: string; to: string; icon: ReactNode }[] = [
  {
    label: 'A plan',
    what: 'More products and tools for your business',
    to: '/pricing',
    icon: <IconCrown size={20} />,
  },
  {
    label: 'Store themes',
    what: 'A new look for your storefront',
    to: '/themes',
    icon: <IconPalette size={20} />,
  },
  {
    label: 'Ads',
    what: 'Show your posts to more shoppers',
    to: '/shopper/run-ads',
    icon: <IconSpeakerphone size={20} />,
  },
  {
    label: 'The verification badge',
    what: 'The tick beside your name',
    to: '/shopper/badge',
    icon: <IconRosetteDiscountCheck size={20} />,
  },
  {
    label: 'Super-likes and gifts',
    what: 'For the creators you love',
    to: '/explore/creators',
    icon: <IconHeartHandshake size={20} />,
  },
];

/** Where points are spent, each a link to the place it is bought; orders first when they can. */
export function PointsUses({ orderSharePercent = 0 }: { orderSharePercent?: number }) {
  const uses =
    orderSharePercent > 0
      ? [
          {
            label: 'Your orders',
            what: `Up to ${orderSharePercent}% of what you buy, at checkout`,
            to: '/shopper/cart',
            icon: <IconBasket size={20} />,
          },
          ...USES,
        ]
      : USES;
  return (
    <Stack gap="sm" component="section" aria-labelledby="points-uses-title">
      <Title order={2} fz="lg" id="points-uses-title">
        What your points buy
      </Title>
      <Text size="sm" c="dimmed">
        Each point takes {formatNaira(POINT_VALUE_NAIRA)} off when you pay for:
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="ul" className={classes.list}>
        {uses.map((use) => (
          <li key={use.to}>
            <Anchor component={Link} to={use.to} underline="never" className={classes.use}>
              <span className={classes.icon} aria-hidden="true">
                {use.icon}
              </span>
              <span>
                <Text component="span" fw={600} size="sm" c="navy.9" display="block">
                  {use.label}
                </Text>
                <Text component="span" size="xs" c="dimmed" display="block">
                  {use.what}
                </Text>
              </span>
            </Anchor>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The rules of points in plain words, with this deployment's earning rates. */
export function PointsRules({
  nairaPerPoint,
  pointsPerPhotoReview = 0,
}: {
  nairaPerPoint: number;
  pointsPerPhotoReview?: number;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="rules-title">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="rules-title">
          How points work
        </Title>
        <List size="sm" spacing={6}>
          <List.Item>
            You earn 1 point for every {formatNaira(nairaPerPoint)} you pay for an order (the part
            you pay with points earns none).
          </List.Item>
          <List.Item>
            Points are pending until you confirm you received the order. Then they are yours to
            spend for {POINTS_LIFETIME_MONTHS} months, and the oldest are used first.
          </List.Item>
          <List.Item>
            If the seller turns an order down or you return it, its points are taken back.
          </List.Item>
          {pointsPerPhotoReview > 0 && (
            <List.Item>
              A review of something you received earns {pointsPerPhotoReview} points the first time
              it has a photo, once per review, to spend at once.
            </List.Item>
          )}
        </List>
      </Stack>
    </Card>
  );
}
