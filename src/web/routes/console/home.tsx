import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { reviewsOpenTo, STAFF_ROLE_NAMES } from '#shared/staff-roles.ts';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useConsoleMe } from '#web/features/console/api/console-me.ts';
import { ExportWaitListButton } from '#web/features/wait-list/components/export-wait-list-button.tsx';
import { MarketplaceOverview } from '#web/features/console/components/marketplace-overview.tsx';

/** The console's first screen: who you are here, and the sections your roles open. */
export default function ConsoleHomeScreen() {
  useDocumentTitle('Console | Oja');
  const { data: me } = useConsoleMe(true);
  if (!me) return null;
  const sections = [
    reviewsOpenTo(me.permissions) && {
      to: '/console/reviews',
      title: 'Reviews',
      text: 'Verification requests, ads and marketplace listing requests waiting for a decision.',
    },
    me.permissions.includes('support.handle') && {
      to: '/console/support',
      title: 'Support',
      text: 'Questions from shoppers, vendors and visitors: take one, answer it, resolve it.',
    },
    me.permissions.includes('reports.handle') && {
      to: '/console/reports',
      title: 'Reports',
      text: 'What shoppers reported: hide, restore, warn or dismiss, and the author is told.',
    },
    me.permissions.includes('disputes.decide') && {
      to: '/console/disputes',
      title: 'Disputes',
      text: 'Orders a buyer says never came or arrived wrong: pay the seller, or refund in full or in part.',
    },
    me.permissions.includes('money.handle') && {
      to: '/console/money',
      title: 'Money',
      text: 'Withdrawals waiting on the bank or refused by it, and card payments Paystack has not settled; ask now.',
    },
    me.permissions.includes('blog.edit') && {
      to: '/console/blog',
      title: 'Blog',
      text: 'Write guides and news in Markdown, preview them, publish or take them back.',
    },
    me.permissions.includes('catalogue.edit') && {
      to: '/console/commission',
      title: 'Commission',
      text: 'Oja’s share of each order, from now or a later date; orders already placed keep theirs.',
    },
    me.permissions.includes('accounts.view') && {
      to: '/console/accounts',
      title: 'Accounts',
      text: me.permissions.includes('accounts.suspend')
        ? 'Find a person or store owner; see their orders and money; suspend or restore.'
        : 'Find a person or store owner; see their orders, money and reports.',
    },
    me.permissions.includes('staff.manage') && {
      to: '/console/staff',
      title: 'Staff',
      text: 'Grant and take back roles, with the reason recorded.',
    },
    me.permissions.includes('audit.view') && {
      to: '/console/audit',
      title: 'Audit log',
      text: 'Every console action: search it, export it.',
    },
  ].filter((s) => s !== false);
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={6}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Welcome, {me.name.split(' ')[0]}
        </Title>
        <Group gap={6}>
          <Text c="dimmed">Your roles:</Text>
          {me.roles.map((r) => (
            <Badge key={r} variant="light">
              {STAFF_ROLE_NAMES[r]}
            </Badge>
          ))}
        </Group>
      </Stack>
      {me.permissions.includes('ledger.view') && <MarketplaceOverview />}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {sections.map((s) => (
          <Card key={s.to} component={Link} to={s.to} withBorder radius="md" p="lg">
            <Text fw={600}>{s.title}</Text>
            <Text size="sm" c="dimmed">
              {s.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {me.permissions.includes('waitlist.export') && (
        <Card withBorder radius="md" p="lg">
          <Stack gap="xs">
            <Text fw={600}>Wait-list</Text>
            <Text size="sm" c="dimmed">
              Everyone who asked to hear when Oja opens near them. The download is recorded.
            </Text>
            <ExportWaitListButton />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
