import { Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PRICE_GROUP_NAMES, PRICE_GROUPS } from '#shared/price-groups.ts';
import type { PriceItem } from '#shared/price-items.ts';
import type { PriceItemView } from '#shared/schemas/prices.ts';
import { fieldMessage } from '#web/lib/error-messages.ts';
import { useSetPrice } from '../api/prices.ts';
import { ReasonField } from './reason-field.tsx';
import { instantOf, StartsField } from './starts-field.tsx';

/** The items to choose from, under their groups' names. */
const choicesOf = (items: PriceItemView[]) =>
  PRICE_GROUPS.map((group) => ({
    group: PRICE_GROUP_NAMES[group],
    items: items.filter((i) => i.group === group).map((i) => ({ value: i.item, label: i.name })),
  }));

/**
 * Finance sets a new price of one of Oja's items from now or a later moment, with the reason
 * kept on record. The item is the screen's (its rows' "Change" buttons choose it).
 */
export function PriceForm(props: {
  items: PriceItemView[];
  item: PriceItem;
  onItem: (item: PriceItem) => void;
}) {
  const save = useSetPrice();
  const [price, setPrice] = useState('');
  const [from, setFrom] = useState('');
  const [reason, setReason] = useState('');
  const error = save.isError ? save.error : null;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          {
            item: props.item,
            price: Number(price.replace(/[₦,\s]/g, '')),
            effectiveFrom: instantOf(from),
            reason,
          },
          {
            onSuccess: () => {
              setPrice('');
              setFrom('');
              setReason('');
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        <NativeSelect
          label="Item"
          data={choicesOf(props.items)}
          value={props.item}
          onChange={(e) => props.onItem(e.currentTarget.value as PriceItem)}
          error={error ? fieldMessage(error, 'item') : undefined}
        />
        <TextInput
          label="New price (₦)"
          description="Whole naira; for a plan or theme, the price of one month"
          inputMode="numeric"
          value={price}
          onChange={(e) => setPrice(e.currentTarget.value)}
          error={error ? fieldMessage(error, 'price') : undefined}
        />
        <StartsField
          description="Leave empty to start now. What was bought before keeps its price."
          value={from}
          onChange={setFrom}
          error={error}
        />
        <ReasonField
          description="Kept in the audit log with the price before and after"
          value={reason}
          onChange={setReason}
          error={error}
          otherFields={['item', 'price', 'effectiveFrom']}
        />
        <Button type="submit" loading={save.isPending} w="fit-content">
          Set price
        </Button>
      </Stack>
    </form>
  );
}
