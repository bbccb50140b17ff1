import { Stack, Text } from '@mantine/core';
import { formatNaira } from '#shared/format.ts';
import { LightSelect } from '#web/components/light-fields.tsx';
import { SummaryRow } from '#web/components/summary-row.tsx';
import type { CheckoutVouchers } from '../use-checkout-vouchers.ts';

/**
 * Under a store's lines at checkout: the voucher used on its order (the best one the shopper
 * holds, to change or remove) and why the others cannot be used. Nothing when they hold none.
 */
export function CheckoutVoucher({
  vouchers,
  businessId,
}: {
  vouchers: CheckoutVouchers;
  businessId: string;
}) {
  const part = vouchers.parts.get(businessId);
  if (!part || part.options.length === 0) return null;
  const pick = vouchers.picks.get(businessId);
  const usable = part.options.filter((o) => !o.refusal);
  const refused = part.options.filter((o) => o.refusal);
  return (
    <Stack gap={6}>
      {usable.length > 0 && (
        // Plain markup: Mantine's input family would take checkout past its download budget.
        <LightSelect
          label="Voucher"
          value={pick?.heldVoucherId ?? ''}
          onChange={(e) => vouchers.choose(businessId, e.currentTarget.value || null)}
          options={[
            { value: '', label: 'No voucher' },
            ...usable.map((o) => ({
              value: o.heldVoucherId,
              label: `${o.title} (−${formatNaira(o.discount)})`,
            })),
          ]}
        />
      )}
      {pick && (
        <SummaryRow label={`Voucher: ${pick.title}`}>
          <Text size="sm" fw={700} c="teal.9" style={{ whiteSpace: 'nowrap' }}>
            −{formatNaira(pick.discount)}
          </Text>
        </SummaryRow>
      )}
      {refused.map((o) => (
        <Text key={o.heldVoucherId} size="xs" c="dimmed">
          {o.refusal}
        </Text>
      ))}
    </Stack>
  );
}
