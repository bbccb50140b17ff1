import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { BoltIcon } from '#web/components/icons/bolt.tsx';
import { useState } from 'react';
import { formatDate } from '#shared/dates.ts';
import type { Promotion, PromotionStatus } from '#shared/schemas/promotions.ts';
import { Money } from '#web/components/money.tsx';
import { Panel, Tag } from '#web/components/plain.tsx';
import { useChangePromotion } from '../api/promotions.ts';
import { PromotionFigures } from './promotion-figures.tsx';
import { PromotionForm, preloadPromotionForm } from './lazy-promotion-form.tsx';

const STATUS: Record<PromotionStatus, { label: string; color: string }> = {
  SCHEDULED: { label: 'Scheduled', color: 'indigo.9' },
  RUNNING: { label: 'Running', color: 'teal.9' },
  PAUSED: { label: 'Paused', color: 'grape.9' },
  SOLD_OUT: { label: 'Sold out', color: 'red.9' },
  ENDED: { label: 'Ended', color: 'gray.7' },
};

/** One sale: where it stands, its products and prices, its dates, its moves and its figures. */
export function PromotionCard({
  promotion: p,
  ordersPath,
}: {
  promotion: Promotion;
  ordersPath: string;
}) {
  const change = useChangePromotion();
  const [showFigures, setShowFigures] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [editing, setEditing] = useState(false);
  const status = STATUS[p.status];
  const move = (to: 'PAUSED' | 'RUNNING' | 'ENDED') =>
    change.mutate({ id: p._id, status: to }, { onSettled: () => setConfirmEnd(false) });

  // Not started yet: the vendor may still change anything about it.
  if (editing && p.status === 'SCHEDULED')
    return (
      <Panel padding="md" radius="md" aria-label={p.name}>
        <Title order={3} fz={18} mb="sm">
          Change “{p.name}”
        </Title>
        <PromotionForm businessId={p.businessId} promotion={p} onDone={() => setEditing(false)} />
      </Panel>
    );

  return (
    <Panel padding="md" radius="md" aria-label={p.name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {p.name}
              </Text>
              <Tag color={status.color} size="md">
                {status.label}
              </Tag>
              {p.flash && (
                <Tag color="red.9" size="md">
                  <BoltIcon size={12} />
                  Flash
                </Tag>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {p.kind === 'PERCENT' ? `${p.percentOff}% off` : 'New prices'} ·{' '}
              {formatDate(p.startsAt, 'dateTime')} – {formatDate(p.endsAt, 'dateTime')}
            </Text>
            {p.flash && p.quantity !== null && (
              <Text size="sm">
                {p.sold} of {p.quantity} units sold · {p.unitsLeft} left
              </Text>
            )}
          </Stack>
          <Group gap="xs" wrap="wrap">
            {p.status === 'SCHEDULED' && (
              <Button
                size="xs"
                variant="default"
                onPointerEnter={preloadPromotionForm}
                onFocus={preloadPromotionForm}
                onClick={() => setEditing(true)}
              >
                Change
              </Button>
            )}
            {(p.status === 'RUNNING' || p.status === 'SCHEDULED') && (
              <Button
                size="xs"
                variant="default"
                loading={change.isPending}
                onClick={() => move('PAUSED')}
              >
                Pause
              </Button>
            )}
            {p.status === 'PAUSED' && (
              <Button
                size="xs"
                variant="default"
                loading={change.isPending}
                onClick={() => move('RUNNING')}
              >
                Resume
              </Button>
            )}
            {p.status !== 'ENDED' &&
              (confirmEnd ? (
                <Button
                  size="xs"
                  color="red.9"
                  loading={change.isPending}
                  onClick={() => move('ENDED')}
                >
                  Yes, end it now
                </Button>
              ) : (
                <Button size="xs" variant="default" c="red.9" onClick={() => setConfirmEnd(true)}>
                  End now
                </Button>
              ))}
          </Group>
        </Group>
        <Stack gap={4}>
          {p.products.map((item) => (
            <Group key={item._id} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" truncate style={{ minWidth: 0 }}>
                {item.name}
              </Text>
              <Money
                amount={item.salePrice}
                was={item.unitPrice}
                size="sm"
                style={{ flexShrink: 0 }}
              />
            </Group>
          ))}
        </Stack>
        <Button
          size="xs"
          variant="light"
          w="fit-content"
          onClick={() => setShowFigures((s) => !s)}
          aria-expanded={showFigures}
        >
          {showFigures ? 'Hide figures' : 'Figures'}
        </Button>
        {showFigures && <PromotionFigures promotionId={p._id} ordersPath={ordersPath} />}
      </Stack>
    </Panel>
  );
}
