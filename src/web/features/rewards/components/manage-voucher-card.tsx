import { Button, Group, Stack, Text } from '@mantine/core';
import { Panel, Tag } from '#web/components/plain.tsx';
import { IconPlayerPause, IconPlayerPlay, IconSend } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { formatNaira, formatNumber } from '#shared/format.ts';
import type { Voucher } from '#shared/schemas/vouchers.ts';
import { FigureStat } from '#web/components/figure-stat.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSendVoucher, useSetVoucherStatus } from '../api/vouchers.ts';
import { voucherEnded, voucherOff, voucherTerms } from './voucher-format.ts';
import columns from '#web/components/columns.module.css';

/** What the screen hands in to choose one of the business's customers. */
export type CustomerPicker = (props: {
  value: string | null;
  onChange: (userId: string | null) => void;
  error?: ReactNode;
}) => ReactNode;

type State = { label: string; color: string };

function stateOf(v: Voucher, now: number): State {
  if (voucherEnded(v, now)) return { label: 'Ended', color: 'gray' };
  if (v.status === 'PAUSED') return { label: 'Paused', color: 'yellow' };
  if (v.left <= 0) return { label: 'Used up', color: 'gray' };
  if (new Date(v.startsAt).getTime() > now) return { label: 'Scheduled', color: 'blue' };
  return { label: 'Running', color: 'teal' };
}

/** Picks a customer and sends them the voucher; the server's refusal shows under the picker. */
function SendToCustomer({
  voucher,
  customerPicker,
  onClose,
}: {
  voucher: Voucher;
  customerPicker: CustomerPicker;
  onClose: () => void;
}) {
  const send = useSendVoucher();
  const [userId, setUserId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      {customerPicker({
        value: userId,
        onChange: (id) => {
          setUserId(id);
          setError(null);
        },
        error,
      })}
      <Group gap="xs" justify="flex-end">
        <Button size="xs" variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          size="xs"
          loading={send.isPending}
          onClick={() => {
            if (!userId) return setError('Choose a customer');
            send.mutate(
              { voucherId: voucher._id, userId },
              {
                onSuccess: onClose,
                onError: (err) => {
                  if (err instanceof ApiError && typeof err.messages === 'object')
                    setError(Object.values(err.messages).join(' '));
                },
              },
            );
          }}
        >
          Send voucher
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * One of the business's vouchers for its owner: what it takes off and on what, its state, its
 * figures (claimed, used of the total, discount given and the sales it drove), pause or run it,
 * and send it to a customer.
 */
export function ManageVoucherCard({
  voucher,
  now,
  customerPicker,
}: {
  voucher: Voucher;
  now: number;
  /** How a customer is chosen to send it to; none for Oja's vouchers. */
  customerPicker?: CustomerPicker;
}) {
  const change = useSetVoucherStatus();
  const [sending, setSending] = useState(false);
  const state = stateOf(voucher, now);
  const figures = voucher.figures;
  const ended = voucherEnded(voucher, now);
  return (
    <Panel as="li" padding="md" radius="md" aria-label={voucher.title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} miw={0} style={{ flex: '1 1 220px' }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={700} c="navy.9">
                {voucherOff(voucher)}
              </Text>
              <Tag color={state.color} light ink="gray.9" size="sm">
                {state.label}
              </Tag>
            </Group>
            <Text size="sm" fw={600}>
              {voucher.title}
            </Text>
            <Text size="xs" c="gray.7">
              {voucher.code
                ? `Code ${voucher.code}`
                : voucher.business
                  ? 'On your store’s page'
                  : 'Offered to every shopper'}{' '}
              · {voucherTerms(voucher, now).join(' · ')}
            </Text>
          </Stack>
          {!ended && (
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                leftSection={
                  voucher.status === 'ACTIVE' ? (
                    <IconPlayerPause size={14} />
                  ) : (
                    <IconPlayerPlay size={14} />
                  )
                }
                loading={change.isPending}
                onClick={() =>
                  change.mutate({
                    id: voucher._id,
                    status: voucher.status === 'ACTIVE' ? 'PAUSED' : 'ACTIVE',
                  })
                }
              >
                {voucher.status === 'ACTIVE' ? 'Pause' : 'Run'}
              </Button>
              {customerPicker && voucher.status === 'ACTIVE' && !sending && (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconSend size={14} />}
                  onClick={() => setSending(true)}
                >
                  Send to a customer
                </Button>
              )}
            </Group>
          )}
        </Group>
        {figures && (
          <div className={columns.figures}>
            <FigureStat label="Claimed" value={formatNumber(figures.claimed)} />
            <FigureStat
              label="Used"
              value={`${formatNumber(figures.used)} of ${formatNumber(figures.totalCount)}`}
            />
            <FigureStat label="Discount given" value={formatNaira(figures.discountGiven)} />
            <FigureStat label="Sales" value={formatNaira(figures.sales)} />
          </div>
        )}
        {sending && customerPicker && (
          <SendToCustomer
            voucher={voucher}
            customerPicker={customerPicker}
            onClose={() => setSending(false)}
          />
        )}
      </Stack>
    </Panel>
  );
}
