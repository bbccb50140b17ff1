import type { VoucherKind } from '#shared/rewards.ts';
import type { VoucherCreateBody } from '#shared/schemas/vouchers.ts';

/** Lagos is UTC+1 all year: a day's start and end there. */
const dayStart = (day: string) => `${day}T00:00:00+01:00`;
const dayEnd = (day: string) => `${day}T23:59:59+01:00`;

/** The new-voucher form as it holds its fields. */
export type Values = {
  title: string;
  code: string;
  kind: VoucherKind;
  amount: number | string;
  percent: number | string;
  cap: number | string;
  minOrder: number | string;
  startsAt: string;
  endsAt: string;
  totalCount: number | string;
  perCustomer: number | string;
  productIds: string[];
  tagIds: string[];
  firstOrderOnly: boolean;
};

const num = (v: number | string) => (v === '' ? undefined : Number(v));

/** What the form sends: `businessId` null for an Oja voucher; a start after `today` kept. */
export function voucherBody(
  values: Values,
  businessId: string | null,
  today: string,
): VoucherCreateBody {
  return {
    ...(businessId ? { businessId } : {}),
    title: values.title.trim(),
    ...(values.code.trim() ? { code: values.code.trim().toUpperCase() } : {}),
    kind: values.kind,
    ...(values.kind === 'AMOUNT'
      ? { amount: num(values.amount) }
      : { percent: num(values.percent), cap: num(values.cap) }),
    minOrder: num(values.minOrder) ?? 0,
    ...(values.startsAt && values.startsAt > today ? { startsAt: dayStart(values.startsAt) } : {}),
    endsAt: dayEnd(values.endsAt),
    totalCount: num(values.totalCount) ?? 0,
    perCustomer: num(values.perCustomer) ?? 1,
    productIds: values.productIds,
    tagIds: values.tagIds,
    firstOrderOnly: values.firstOrderOnly,
  };
}
