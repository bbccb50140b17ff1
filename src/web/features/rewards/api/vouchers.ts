import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { HeldVoucherStatus, VoucherStatus } from '#shared/rewards.ts';
import { VOUCHERS_PAGE_SIZE } from '#shared/rewards.ts';
import type { HeldVoucher, Voucher, VoucherCreateBody } from '#shared/schemas/vouchers.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { meKeys } from '#web/lib/query-keys.ts';
import { voucherKeys } from './keys.ts';

/** `GET rewards/vouchers/mine`: the vouchers the user holds, newest first; "Load more" appends. */
export const heldVouchersQuery = (status: HeldVoucherStatus | null) =>
  infiniteQueryOptions({
    queryKey: voucherKeys.heldList(status),
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.get<Paged<HeldVoucher>>(
          '/rewards/vouchers/mine',
          { ...(status ? { status } : {}), page: pageParam, limit: VOUCHERS_PAGE_SIZE },
          signal,
        )
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });

export const useHeldVouchers = (status: HeldVoucherStatus | null) =>
  useInfiniteQuery(heldVouchersQuery(status));

/** The most one page may hold (the API's `MAX_PAGE_LIMIT`; its schemas stay out of the browser's code). */
const HELD_IDS_LIMIT = 100;

/**
 * The ids of the vouchers the signed-in user holds to use (the storefront marks them "In your
 * vouchers"); nothing is asked for a visitor.
 */
export function useHeldVoucherIds(enabled: boolean) {
  return useQuery({
    queryKey: [...voucherKeys.heldList('HELD'), 'ids'],
    enabled,
    queryFn: async ({ signal }) =>
      new Set(
        (
          await api.get<Paged<HeldVoucher>>(
            '/rewards/vouchers/mine',
            { status: 'HELD', limit: HELD_IDS_LIMIT },
            signal,
          )
        ).data.results.map((h) => h.voucher._id),
      ),
    meta: { silent: true },
  });
}

/** Whose vouchers: a business's (its id), or Oja's own (null). */
export type VoucherScope = string | null;
const scopeQuery = (scope: VoucherScope) =>
  scope === null ? { funder: 'OJA' } : { businessId: scope };

/**
 * `GET rewards/vouchers?businessId=` (or `funder=OJA`): for its owner (Oja support for Oja's)
 * every voucher with its figures; for anyone else those running that can be claimed without a
 * code.
 */
export const businessVouchersQuery = (businessId: VoucherScope, page = 1) =>
  queryOptions({
    queryKey: [...voucherKeys.business(businessId ?? 'oja'), page],
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<Voucher>>(
          '/rewards/vouchers',
          { ...scopeQuery(businessId), page, limit: VOUCHERS_PAGE_SIZE },
          signal,
        )
      ).data,
  });

export function useBusinessVouchers(businessId: VoucherScope, page = 1) {
  return useQuery({
    ...businessVouchersQuery(businessId, page),
    placeholderData: keepPreviousData,
  });
}

/** `GET rewards/vouchers?businessId=&code=`: the store's (or Oja's) running voucher with that code. */
export async function findVoucherByCode(businessId: VoucherScope, code: string) {
  const res = await api.get<Paged<Voucher>>('/rewards/vouchers', {
    ...scopeQuery(businessId),
    code,
    limit: 1,
  });
  return res.data.results[0] ?? null;
}

/**
 * `POST rewards/vouchers/{id}` with no body: the user claims a voucher. What they hold changes,
 * and so does their profile (spec: redeeming a voucher reloads the profile).
 */
export function useClaimVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (voucherId: string) =>
      await api.post<HeldVoucher>(`/rewards/vouchers/${voucherId}`),
    onSuccess: async (res) => {
      notify.success(res.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: voucherKeys.held }),
        queryClient.invalidateQueries({ queryKey: meKeys.all }),
      ]);
    },
  });
}

/** `POST rewards/vouchers`: the owner creates a voucher for their business (support, Oja's). */
export function useCreateVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { fieldErrors: true },
    mutationFn: async (body: VoucherCreateBody) =>
      await api.post<Voucher>('/rewards/vouchers', body),
    onSuccess: async (res) => {
      notify.success(res.message);
      await queryClient.invalidateQueries({ queryKey: voucherKeys.all });
    },
  });
}

/** `PATCH rewards/vouchers/{id}`: the owner pauses a voucher or runs it again. */
export function useSetVoucherStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: VoucherStatus }) =>
      await api.patch<Voucher>(`/rewards/vouchers/${id}`, { status }),
    onSuccess: (res) => notify.success(res.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: voucherKeys.all }),
  });
}

/** `POST rewards/vouchers/{id}` with `{userId}`: the owner sends a voucher to a customer. */
export function useSendVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { fieldErrors: true },
    mutationFn: async ({ voucherId, userId }: { voucherId: string; userId: string }) =>
      await api.post<HeldVoucher>(`/rewards/vouchers/${voucherId}`, { userId }),
    onSuccess: async (res) => {
      notify.success(res.message);
      await queryClient.invalidateQueries({ queryKey: voucherKeys.all });
    },
  });
}
