import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { PlanMonths } from '#shared/plans.ts';
import type { PlanView } from '#shared/schemas/plans.ts';
import { formatNaira } from '#shared/format.ts';

/** What a plan's button says and does for this visitor or user. */
export type PlanAction = {
  label: string;
  onClick?: () => void;
  disabled?: boolean;
  loading?: boolean;
};

/** A plan on the pricing page: the price of the chosen term, what it includes, one action. */
export function PlanCard({
  plan,
  months,
  current,
  highlighted,
  action,
}: {
  plan: PlanView;
  months: PlanMonths;
  current: boolean;
  highlighted: boolean;
  action: PlanAction;
}) {
  const term = plan.terms.find((t) => t.months === months);
  const perMonth = term ? Math.round(term.amount / months) : 0;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      h="100%"
      style={highlighted ? { borderColor: 'var(--mantine-color-navy-6)', borderWidth: 2 } : {}}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="h3">
            {plan.name}
          </Title>
          {current ? (
            <Badge color="teal" variant="light" c="gray.9">
              Your plan
            </Badge>
          ) : highlighted ? (
            <Badge color="navy">Most popular</Badge>
          ) : null}
        </Group>
        <Text c="gray.7" size="sm">
          {plan.summary}
        </Text>
        <div>
          <Group gap={6} align="baseline">
            {/* Free costs nothing: it says so rather than "₦0 / month". */}
            <Text fz={32} fw={800} lh={1}>
              {term ? formatNaira(perMonth) : 'Free'}
            </Text>
            {term && (
              <Text c="gray.7" size="sm">
                / month
              </Text>
            )}
          </Group>
          <Text size="sm" c="gray.7" mt={6}>
            {term
              ? months === 1
                ? 'Billed monthly'
                : `${formatNaira(term.amount)} for ${months} months · save ${term.discountPercent}%`
              : 'Free for as long as you like'}
          </Text>
        </div>
        <List
          spacing={6}
          size="sm"
          icon={
            <ThemeIcon size={18} radius="xl" color="teal" variant="light">
              <IconCheck size={12} aria-hidden />
            </ThemeIcon>
          }
          style={{ flexGrow: 1 }}
        >
          {plan.includes.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Button
          fullWidth
          variant={highlighted ? 'filled' : 'light'}
          onClick={action.onClick}
          disabled={action.disabled}
          loading={action.loading}
        >
          {action.label}
        </Button>
      </Stack>
    </Card>
  );
}
