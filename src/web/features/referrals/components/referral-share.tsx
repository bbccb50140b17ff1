import {
  Button,
  CopyButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconCopy } from '@tabler/icons-react';
import { formatPoints, formatNumber } from '#shared/format.ts';
import type { ReferralSummary } from '#shared/schemas/referrals.ts';
import { FigureStat } from '#web/components/figure-stat.tsx';

/** The message a friend receives on WhatsApp: what they get, the code and the link. */
export function shareMessage(summary: ReferralSummary): string {
  return `Join me on Oja, where I shop from Nigerian businesses. Sign up with my code ${summary.code} and you get ${formatPoints(summary.terms.friendPoints)} when your first order arrives: ${summary.link}`;
}

/** A copy button that says when it copied. */
function Copy({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          variant={copied ? 'light' : 'default'}
          color={copied ? 'teal' : undefined}
          onClick={copy}
          leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          aria-label={copied ? `${label} copied` : `Copy ${label}`}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      )}
    </CopyButton>
  );
}

/** The user's code and link to share (copy, or WhatsApp), and what referring brought them. */
export function ReferralShare({ summary }: { summary: ReferralSummary }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            Your referral code
          </Text>
          <Group gap="sm" wrap="nowrap" justify="space-between">
            <Text fz={28} fw={800} c="navy.9" ff="monospace" style={{ letterSpacing: 2 }}>
              {summary.code}
            </Text>
            <Copy value={summary.code} label="code" />
          </Group>
        </Stack>
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <TextInput
            label="Your link"
            value={summary.link}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Copy value={summary.link} label="link" />
        </Group>
        <Button
          component="a"
          href={`https://wa.me/?text=${encodeURIComponent(shareMessage(summary))}`}
          target="_blank"
          rel="noopener noreferrer"
          color="teal.9"
          leftSection={<IconBrandWhatsapp size={18} />}
        >
          Share on WhatsApp
        </Button>
        <SimpleGrid cols={3} spacing="xs">
          <FigureStat label="Friends joined" value={formatNumber(summary.joined)} />
          <FigureStat label="First orders" value={formatNumber(summary.rewarded)} />
          <FigureStat label="Points earned" value={formatNumber(summary.pointsEarned)} />
        </SimpleGrid>
        {summary.rewardedThisMonth >= summary.terms.monthlyCap && (
          <Text size="sm" c="gray.7">
            You reached this month’s {summary.terms.monthlyCap} referral rewards: friends whose
            first order arrives before the month ends are reviewed by Oja support.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
