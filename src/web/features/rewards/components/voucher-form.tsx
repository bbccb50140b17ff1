import {
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { isoDay } from '#shared/dates.ts';
import {
  MAX_VOUCHER_COUNT,
  MAX_VOUCHER_PERCENT,
  MAX_VOUCHERS_PER_CUSTOMER,
  VOUCHER_TITLE_MAX,
} from '#shared/rewards.ts';
import type { Voucher } from '#shared/schemas/vouchers.ts';
import { applyFieldErrors } from '#web/lib/form-errors.ts';
import { useCreateVoucher } from '../api/vouchers.ts';
import { voucherOff } from './voucher-format.ts';
import { voucherBody, type Values } from './voucher-form-values.ts';

/** What the screen hands in to choose some of the business's products (or of its tags). */
export type ProductPicker = (props: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: ReactNode;
}) => ReactNode;

const DAY_MS = 24 * 60 * 60_000;
const CODE = /^[A-Z0-9-]{3,20}$/;
/**
 * A new voucher: its name, an optional code (none: it is offered on the storefront), an amount
 * or a percentage (with a cap) off, the least order, its dates, how many and how many per
 * customer, some products or tags only, and first orders only.
 */
export function VoucherForm({
  businessId,
  productPicker,
  tagPicker,
  onCancel,
  onDone,
}: {
  /** The business, or null for an Oja voucher (the whole order counts). */
  businessId: string | null;
  productPicker?: ProductPicker;
  tagPicker?: ProductPicker;
  onCancel: () => void;
  onDone: (voucher: Voucher) => void;
}) {
  const create = useCreateVoucher();
  const [{ today, inAMonth }] = useState(() => ({
    today: isoDay(new Date()),
    inAMonth: isoDay(new Date(Date.now() + 30 * DAY_MS)),
  }));
  const form = useForm<Values>({
    initialValues: {
      title: '',
      code: '',
      kind: 'AMOUNT',
      amount: 1000,
      percent: 10,
      cap: '',
      minOrder: 0,
      startsAt: today,
      endsAt: inAMonth,
      totalCount: 100,
      perCustomer: 1,
      productIds: [],
      tagIds: [],
      firstOrderOnly: false,
    },
    validate: {
      title: (v) =>
        v.trim().length < 3
          ? 'Give the voucher a name shoppers understand'
          : v.trim().length > VOUCHER_TITLE_MAX
            ? `A name has at most ${VOUCHER_TITLE_MAX} characters`
            : null,
      code: (v) =>
        v.trim() && !CODE.test(v.trim().toUpperCase())
          ? 'Use 3 to 20 letters, digits or dashes for the code'
          : null,
      amount: (v, all) =>
        all.kind === 'AMOUNT' && v === '' ? 'Enter the amount to take off' : null,
      percent: (v, all) =>
        all.kind === 'PERCENT' && v === '' ? 'Enter the percentage to take off' : null,
      endsAt: (v, all) =>
        !v
          ? 'Choose the last day'
          : v < today || (all.startsAt && v < all.startsAt)
            ? 'The end must be after the start and in the future'
            : null,
      totalCount: (v) => (v === '' ? 'Enter how many can be used' : null),
    },
  });
  const v = form.getValues();
  const oja = businessId === null;

  const submit = (values: Values) => {
    const body = voucherBody(values, businessId, today);
    create.mutate(body, {
      onSuccess: (res) => onDone(res.data),
      onError: (err) => applyFieldErrors(form, err),
    });
  };

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={720}>
      <form noValidate onSubmit={form.onSubmit(submit)} aria-labelledby="new-voucher-title">
        <Stack gap="md">
          <Title order={2} fz="xl" id="new-voucher-title">
            New voucher
          </Title>
          <TextInput
            label="Name shoppers see"
            placeholder="₦1,000 off your first order"
            withAsterisk
            maxLength={VOUCHER_TITLE_MAX}
            {...form.getInputProps('title')}
          />
          <TextInput
            label="Code (optional)"
            description={
              oja
                ? 'Leave empty to offer it to every shopper on their Vouchers screen. With a code, only those you give it to can claim it.'
                : "Leave empty to offer it on your store's page. With a code, only those you give it to can claim it."
            }
            placeholder="e.g. ADA-1000"
            autoCapitalize="characters"
            maxLength={20}
            {...form.getInputProps('code')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="voucher-kind-label">
              What it takes off
            </Text>
            <SegmentedControl
              aria-labelledby="voucher-kind-label"
              data={[
                { value: 'AMOUNT', label: 'An amount' },
                { value: 'PERCENT', label: 'A percentage' },
              ]}
              {...form.getInputProps('kind')}
            />
          </Stack>
          {v.kind === 'AMOUNT' ? (
            <NumberInput
              label="Amount off (₦)"
              withAsterisk
              min={100}
              thousandSeparator=","
              allowNegative={false}
              {...form.getInputProps('amount')}
            />
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <NumberInput
                label="Percentage off"
                withAsterisk
                min={1}
                max={MAX_VOUCHER_PERCENT}
                suffix="%"
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('percent')}
              />
              <NumberInput
                label="Most it takes off (₦, optional)"
                min={100}
                thousandSeparator=","
                allowNegative={false}
                {...form.getInputProps('cap')}
              />
            </SimpleGrid>
          )}
          <NumberInput
            label="Least order (₦)"
            description="0 for any order"
            min={0}
            thousandSeparator=","
            allowNegative={false}
            {...form.getInputProps('minOrder')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              type="date"
              label="First day"
              min={today}
              {...form.getInputProps('startsAt')}
            />
            <TextInput
              type="date"
              label="Last day"
              withAsterisk
              min={v.startsAt || today}
              {...form.getInputProps('endsAt')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <NumberInput
              label="How many can be used"
              withAsterisk
              min={1}
              max={MAX_VOUCHER_COUNT}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              {...form.getInputProps('totalCount')}
            />
            <NumberInput
              label="Per customer"
              min={1}
              max={MAX_VOUCHERS_PER_CUSTOMER}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('perCustomer')}
            />
          </SimpleGrid>
          {productPicker?.({
            value: v.productIds,
            onChange: (ids) => form.setFieldValue('productIds', ids),
            error: form.errors.productIds,
          })}
          {tagPicker?.({
            value: v.tagIds,
            onChange: (ids) => form.setFieldValue('tagIds', ids),
            error: form.errors.tagIds,
          })}
          <Checkbox
            label={
              oja
                ? "Only on a shopper's first order on Oja"
                : "Only on a customer's first order with your store"
            }
            {...form.getInputProps('firstOrderOnly', { type: 'checkbox' })}
          />
          <Text size="sm" c="dimmed">
            Shoppers see:{' '}
            <Text span fw={600} c="navy.9">
              {voucherOff({
                kind: v.kind,
                amount: Number(v.amount) || 0,
                percent: Number(v.percent) || 0,
                cap: Number(v.cap) || null,
              })}
            </Text>
            .{' '}
            {oja
              ? 'Oja pays the discount from its commission; the store gets its whole share.'
              : 'The discount comes out of your share of the orders it is used on.'}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create voucher
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
