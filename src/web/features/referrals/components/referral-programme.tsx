import { List, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { formatNaira, formatPoints, formatNumber } from '#shared/format.ts';
import { POINTS_LIFETIME_MONTHS } from '#shared/rewards.ts';
import type { ReferralTerms } from '#shared/schemas/referrals.ts';

const steps = (t: ReferralTerms) => [
  {
    title: 'Share your code',
    text: 'Send your link or code to friends on WhatsApp, or anywhere you chat.',
  },
  {
    title: 'Your friend joins and orders',
    text: 'They sign up with your code and place their first order with any business on Oja.',
  },
  {
    title: 'You both earn',
    text: `When they confirm that order arrived, you get ${formatPoints(t.referrerPoints)} and they get ${formatPoints(t.friendPoints)}.`,
  },
];

/** One side's reward: the points, and what they are worth to spend. */
function Earns({ who, points }: { who: string; points: number }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Text size="sm" c="dimmed">
        {who}
      </Text>
      <Text fz={26} fw={800} c="navy.9">
        {formatPoints(points)}
      </Text>
      <Text size="sm" c="gray.7">
        = {formatNaira(points)} to spend on Oja
      </Text>
    </Paper>
  );
}

/**
 * What the referral programme is, for everyone: how it works in three steps, what each side
 * earns and the rules, with this deployment's figures.
 */
export function ReferralProgramme({ terms }: { terms: ReferralTerms }) {
  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby="referral-how">
        <Title order={2} fz="xl" id="referral-how">
          How it works
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="ol" m={0} p={0}>
          {steps(terms).map((step, i) => (
            <Paper
              key={step.title}
              component="li"
              withBorder
              radius="lg"
              p="md"
              style={{ listStyle: 'none' }}
            >
              <Stack gap={6}>
                <ThemeIcon radius="xl" size={32} color="navy.9" aria-hidden>
                  {i + 1}
                </ThemeIcon>
                <Text fw={700}>{step.title}</Text>
                <Text size="sm" c="gray.7">
                  {step.text}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="referral-earn">
        <Title order={2} fz="xl" id="referral-earn">
          What you each earn
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Earns who="You, for each friend" points={terms.referrerPoints} />
          <Earns who="Your friend" points={terms.friendPoints} />
        </SimpleGrid>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="referral-rules">
        <Title order={2} fz="xl" id="referral-rules">
          The rules
        </Title>
        <List spacing={6} size="sm" c="gray.8">
          <List.Item>
            Points come when your friend’s first order is received (they confirm it arrived), not
            when they sign up. Each friend counts once.
          </List.Item>
          <List.Item>
            You can earn up to {formatNumber(terms.monthlyCap)} referral rewards each calendar
            month; friends past that are reviewed by Oja support.
          </List.Item>
          <List.Item>
            No self-referral: a friend with your phone number, e-mail or bank account earns nobody
            anything, and Oja support reviews it.
          </List.Item>
          <List.Item>
            Points are yours at once and last {POINTS_LIFETIME_MONTHS} months. 1 point is ₦1 off
            plans, store themes, ads, the verified badge, super-likes and gifts, and pay part of an
            order.
          </List.Item>
        </List>
      </Stack>
    </Stack>
  );
}

/** The programme's place while its figures load. */
export function ReferralProgrammeSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the referral programme">
      <Skeleton h={28} w={180} />
      <Skeleton h={140} radius="lg" />
      <Skeleton h={120} radius="lg" />
    </Stack>
  );
}
