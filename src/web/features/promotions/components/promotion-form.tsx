import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { formatNaira } from '#shared/format.ts';
import { PROMOTION_PERCENT_MAX, PROMOTION_PERCENT_MIN } from '#shared/limits.ts';
import type { Promotion, PromotionKind } from '#shared/schemas/promotions.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { applyFieldErrors } from '#web/lib/form-errors.ts';
import { useChangePromotion, useCreatePromotion } from '../api/promotions.ts';
import { useSaleProducts } from '../api/sale-products.ts';

type Values = {
  name: string;
  kind: PromotionKind;
  percentOff: number | '';
  products: { productId: string; price: number | '' }[];
  startNow: boolean;
  startsAt: string;
  endsAt: string;
  flash: boolean;
  quantity: number | '';
};

/** A moment as a `datetime-local` input holds it, in the browser's time zone. */
const localInput = (d: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const DAY_MS = 86_400_000;

/** A scheduled sale as the form holds it, to change before it starts. */
const valuesOf = (p: Promotion): Values => ({
  name: p.name,
  kind: p.kind,
  percentOff: p.percentOff ?? '',
  products: p.products.map((item) => ({
    productId: item._id,
    price: p.kind === 'PRICE' ? item.salePrice : '',
  })),
  startNow: false,
  startsAt: localInput(new Date(p.startsAt)),
  endsAt: localInput(new Date(p.endsAt)),
  flash: p.flash,
  quantity: p.quantity ?? '',
});

/**
 * A new sale: its products, a percentage off or new prices, when it runs, a flash option. Given
 * a `promotion` not started yet, the same form changes it.
 */
export function PromotionForm({
  businessId,
  promotion,
  onDone,
}: {
  businessId: string;
  promotion?: Promotion;
  onDone: () => void;
}) {
  const catalogue = useSaleProducts(businessId);
  const create = useCreatePromotion();
  const change = useChangePromotion();
  // A sale starting tomorrow, or now, and running a week.
  const [start] = useState(() => Date.now() + DAY_MS);
  const form = useForm<Values>({
    initialValues: promotion
      ? valuesOf(promotion)
      : {
          name: '',
          kind: 'PERCENT',
          percentOff: 10,
          products: [],
          startNow: true,
          startsAt: localInput(new Date(start)),
          endsAt: localInput(new Date(start + 6 * DAY_MS)),
          flash: false,
          quantity: '',
        },
    validate: {
      name: (v) => (v.trim().length < 2 ? 'Give the sale a name' : null),
      products: (v) => (v.length === 0 ? 'Choose at least one product' : null),
      endsAt: (v) => (v ? null : 'Choose when the sale ends'),
    },
  });

  if (catalogue.isError)
    return <LoadError what="your products" onRetry={() => void catalogue.refetch()} />;
  if (!catalogue.data)
    return (
      <Stack gap="xs" role="status" aria-label="Loading your products">
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );
  const products = catalogue.data;
  if (products.length === 0)
    return (
      <Text size="sm" c="dimmed">
        You have no products on show yet: add one to put it on sale.
      </Text>
    );
  const byId = new Map(products.map((p) => [p._id, p]));
  const v = form.values;

  const save = form.onSubmit((values) => {
    const sale = {
      name: values.name.trim(),
      kind: values.kind,
      products: values.products.map((p) => ({
        productId: p.productId,
        ...(values.kind === 'PRICE' && p.price !== '' ? { price: p.price } : {}),
      })),
      endsAt: values.endsAt ? new Date(values.endsAt).toISOString() : '',
      flash: values.flash,
    };
    const percentOff =
      values.kind === 'PERCENT' && values.percentOff !== '' ? values.percentOff : null;
    const quantity = values.flash && values.quantity !== '' ? values.quantity : null;
    const startsAt = values.startNow ? new Date() : new Date(values.startsAt);
    const done = { onSuccess: onDone, onError: (err: unknown) => applyFieldErrors(form, err) };
    if (promotion) {
      // Every field again: the server checks the sale as a whole.
      change.mutate(
        { id: promotion._id, ...sale, percentOff, quantity, startsAt: startsAt.toISOString() },
        done,
      );
      return;
    }
    create.mutate(
      {
        businessId,
        ...sale,
        ...(percentOff !== null ? { percentOff } : {}),
        ...(values.startNow ? {} : { startsAt: startsAt.toISOString() }),
        ...(quantity !== null ? { quantity } : {}),
      },
      done,
    );
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Name"
          placeholder="Owambe season sale"
          maxLength={80}
          {...form.getInputProps('name')}
        />
        <MultiSelect
          label="Products on sale"
          placeholder="Search your products"
          searchable
          nothingFoundMessage="No product of yours matches"
          data={products.map((p) => ({
            value: p._id,
            label: `${p.name} · ${formatNaira(p.unitPrice)}`,
          }))}
          value={v.products.map((p) => p.productId)}
          onChange={(ids) =>
            form.setFieldValue(
              'products',
              ids.map(
                (id) => v.products.find((p) => p.productId === id) ?? { productId: id, price: '' },
              ),
            )
          }
          error={form.errors.products}
          maxValues={50}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            The sale
          </Text>
          <SegmentedControl
            data={[
              { value: 'PERCENT', label: 'Percentage off' },
              { value: 'PRICE', label: 'New price each' },
            ]}
            {...form.getInputProps('kind')}
          />
        </Stack>
        {v.kind === 'PERCENT' ? (
          <NumberInput
            label="How much off"
            suffix="%"
            min={PROMOTION_PERCENT_MIN}
            max={PROMOTION_PERCENT_MAX}
            allowDecimal={false}
            {...form.getInputProps('percentOff')}
          />
        ) : (
          v.products.map((p, i) => {
            const product = byId.get(p.productId);
            return (
              <NumberInput
                key={p.productId}
                label={`Sale price of ${product?.name ?? 'this product'}`}
                description={product ? `Now ${formatNaira(product.unitPrice)}` : undefined}
                prefix="₦"
                min={0}
                decimalScale={2}
                thousandSeparator=","
                {...form.getInputProps(`products.${i}.price`)}
              />
            );
          })
        )}
        <Switch label="Start now" {...form.getInputProps('startNow', { type: 'checkbox' })} />
        <Group grow wrap="wrap" align="flex-start">
          {!v.startNow && (
            <TextInput
              type="datetime-local"
              label="Starts"
              miw={200}
              {...form.getInputProps('startsAt')}
            />
          )}
          <TextInput
            type="datetime-local"
            label="Ends"
            miw={200}
            {...form.getInputProps('endsAt')}
          />
        </Group>
        <Switch
          label="Flash sale"
          description="A countdown on the product page, and only so many units at the sale price"
          {...form.getInputProps('flash', { type: 'checkbox' })}
        />
        {v.flash && (
          <NumberInput
            label="Units at the sale price, across all buyers"
            min={1}
            allowDecimal={false}
            {...form.getInputProps('quantity')}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || change.isPending}>
            {promotion ? 'Save changes' : v.startNow ? 'Start the sale' : 'Schedule the sale'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
