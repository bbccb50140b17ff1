import { koboToNaira, nairaToKobo } from '#shared/money.ts';
import type { BusinessBody, BusinessPatch, DeliveryFeesBody } from '#shared/schemas/businesses.ts';
import type { PublicProfile } from '#shared/schemas/users.ts';
import type { StoreLook } from '#shared/schemas/themes.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound, planUpgradeRequired } from '../../errors.ts';
import type { PlanLimits } from '#shared/plans.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { MediaCheck } from '../../media.ts';
import type { InteractionsService } from '../interactions/interactions.service.ts';
import { businessFollowed } from './businesses.public.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import { searchVocabulary } from '../../search/search-vocabulary.ts';
import { searchableText, typoTolerantQuery } from '../../search/typos.ts';
import * as listing from './business-listing.repo.ts';
import * as social from './business-social.repo.ts';
import * as repo from './businesses.repo.ts';

export type BusinessesService = ReturnType<typeof createBusinessesService>;

const takenHandle = () =>
  conflict('This store handle is taken', { handle: 'This store handle is taken' });

/** Businesses: ownership, storefront data, flags, delivery fees, follows and likes. */
export function createBusinessesService(deps: {
  db: Db;
  /** Where storefront and listing reads go (the read replica, when there is one). */
  reads: Db;
  events: Pick<EventBus, 'transaction'>;
  reference: ReferenceService;
  checkMedia: MediaCheck;
  interactions: InteractionsService;
  profilesOf: (ids: string[]) => Promise<PublicProfile[]>;
  /**
   * The owner's money figures, in kobo, from the ledger; `outflowKobo` is what left the balance
   * for withdrawals without counting as withdrawn (pending ones, and fees).
   */
  figuresOf: (
    businessId: string,
  ) => Promise<{ balanceKobo: bigint; withdrawnKobo: bigint; outflowKobo: bigint }>;
  /** What the user's plan allows (the plans module). */
  limitsOf: (userId: string) => Promise<Pick<PlanLimits, 'businesses'>>;
  /** How a storefront looks: its theme, accent and hero (the themes module). */
  lookOf: (businessId: string) => Promise<StoreLook>;
}) {
  const { db, reads, reference } = deps;
  const vocabulary = searchVocabulary(() => listing.searchVocabularyWords(db));

  /** The business if the user owns it; 404 when it does not exist, 403 when it is not theirs. */
  async function owned(userId: string, businessId: string) {
    const row = await repo.findBusinessRow(db, { id: businessId });
    if (!row) throw notFound('Business');
    if (row.ownerId !== userId) throw forbidden('You can only manage your own business');
    return row;
  }

  async function dto(row: repo.BusinessRow) {
    const [business] = await repo.toBusinessDtos(db, [row]);
    return business!;
  }

  /** The business as it is now, after a change. */
  const reload = async (businessId: string) =>
    dto((await repo.findBusinessRow(db, { id: businessId }))!);

  /** Checks category, tags and state, and builds the searchable text. */
  async function prepare(
    ownerId: string,
    businessId: string | null,
    body: BusinessPatch,
    current?: repo.BusinessRow,
  ) {
    await deps.checkMedia([body.logoUrl], 'logoUrl', ownerId);
    await deps.checkMedia([body.coverUrl], 'coverUrl', ownerId);
    await reference.checkCategory(body.categoryId);
    const tagIds = body.tagIds ?? current?.tagIds ?? [];
    const tagNames = businessId
      ? (await reference.usableTags(businessId, tagIds)).map((t) => t.name)
      : [];
    const state = body.state ? reference.nigerianState(body.state) : undefined;
    const name = body.name ?? current?.name ?? '';
    const description = body.description ?? current?.description ?? '';
    const searchText = searchableText([name, description, ...tagNames]);
    vocabulary.add(searchText);
    return { state, searchText };
  }

  return {
    /** Reads the search vocabulary in the background at start-up (the module's `warm`). */
    warmSearch: () => vocabulary.warm(),
    checkoutTerms: (tx: Executor, businessId: string, state: string) =>
      repo.checkoutTerms(tx, businessId, state),
    /** A paid order counts its customer; a first order tells the owner of a new customer. */
    async recordCustomer(tx: Executor, businessId: string, userId: string, amountKobo: bigint) {
      const orders = await social.recordCustomer(tx, businessId, userId, amountKobo);
      const row = orders === 1 ? await repo.findBusinessRow(tx, { id: businessId }) : null;
      if (row)
        await deps.interactions.record(tx, {
          userId,
          entityType: 'BUSINESS',
          entityId: businessId,
          type: 'CUSTOMER',
          ownerId: row.ownerId,
        });
    },
    findOwned: (ownerId: string, businessId: string) =>
      repo.findOwnedBusiness(db, ownerId, businessId),
    owned,

    async create(ownerId: string, body: BusinessBody) {
      if (body.tagIds.length > 0)
        throw badRequest({ tagIds: 'Add tags after the business is created' });
      if (await repo.handleTaken(db, body.handle)) throw takenHandle();
      const { state, searchText } = await prepare(ownerId, null, body);
      const { businesses: allowed } = await deps.limitsOf(ownerId);
      const row = await db.transaction(async (tx) => {
        if ((await repo.lockAndCountOwned(tx, ownerId)) >= allowed)
          throw planUpgradeRequired(
            `Your plan allows ${allowed} business${allowed === 1 ? '' : 'es'}: upgrade to add another`,
          );
        return repo.insertBusiness(tx, {
          ownerId,
          name: body.name,
          handle: body.handle,
          description: body.description,
          categoryId: body.categoryId ?? null,
          logoUrl: body.logoUrl ?? null,
          coverUrl: body.coverUrl ?? null,
          phone: body.phone ?? null,
          email: body.email ?? null,
          street: body.street ?? null,
          city: body.city ?? null,
          lga: body.lga ?? null,
          state: state ?? null,
          searchText,
        });
      });
      if (!row) throw takenHandle();
      return dto(row);
    },

    async update(userId: string, businessId: string, patch: BusinessPatch) {
      const current = await owned(userId, businessId);
      if (patch.handle && (await repo.handleTaken(db, patch.handle, businessId)))
        throw takenHandle();
      const { state, searchText } = await prepare(current.ownerId, businessId, patch, current);
      const { logoUrl, coverUrl, ...rest } = patch;
      const row = await repo.updateBusiness(db, businessId, {
        ...rest,
        ...(logoUrl !== undefined ? { logoUrl } : {}),
        ...(coverUrl !== undefined ? { coverUrl } : {}),
        ...(state ? { state } : {}),
        searchText,
      });
      if (!row) throw takenHandle();
      return dto(row);
    },

    async toggle(
      userId: string,
      businessId: string,
      flag: 'isActive' | 'takingOrders' | 'acceptsReturns',
      value?: boolean,
    ) {
      await owned(userId, businessId);
      await repo.toggleFlag(db, businessId, flag, value);
      return reload(businessId);
    },

    async setDeliveryFees(userId: string, businessId: string, body: DeliveryFeesBody) {
      await owned(userId, businessId);
      const stateFees = body.stateFees.map((f, i) => ({
        state: reference.nigerianState(f.state, `stateFees.${i}.state`),
        feeKobo: nairaToKobo(f.fee),
      }));
      if (new Set(stateFees.map((f) => f.state)).size !== stateFees.length) {
        throw badRequest({ stateFees: 'Each state can have only one fee' });
      }
      await db.transaction((tx) =>
        repo.replaceDeliveryFees(tx, businessId, nairaToKobo(body.defaultFee), stateFees),
      );
      return reload(businessId);
    },

    /**
     * A suspended owner's open stores are hidden (their ids, to show again on restore), or these
     * ones shown again; in the console's transaction.
     */
    hideStoresOf: (tx: Executor, ownerId: string) => repo.setStoresActive(tx, ownerId, false),
    showStores: (tx: Executor, ownerId: string, ids: string[]) =>
      repo.setStoresActive(tx, ownerId, true, ids),

    async requestMarketplace(userId: string, businessId: string) {
      const business = await owned(userId, businessId);
      if (business.isListed) throw conflict('Your store is already listed on the marketplace');
      if (!(await repo.insertMarketplaceRequest(db, businessId))) {
        throw conflict('Your marketplace listing request is already being reviewed');
      }
      return reload(businessId);
    },

    /** Active businesses for everyone; an inactive one only for its owner. */
    /** A storefront; its owner also gets the money figures (everyone else sees zeros). */
    async get(where: { id: string } | { handle: string }, viewerId: string | null) {
      const row = await repo.findBusinessRow(reads, where);
      if (!row || (!row.isActive && row.ownerId !== viewerId)) throw notFound('Business');
      const [dtoOf, look] = await Promise.all([dto(row), deps.lookOf(row.id)]);
      const business = { ...dtoOf, look };
      if (row.ownerId !== viewerId) return business;
      const { balanceKobo, withdrawnKobo, outflowKobo } = await deps.figuresOf(row.id);
      return {
        ...business,
        curr_balance: koboToNaira(balanceKobo),
        total_withdrawn: koboToNaira(withdrawnKobo),
        // Everything ever released to the business: what it holds plus what it took out.
        total_revenue: koboToNaira(balanceKobo + withdrawnKobo + outflowKobo),
      };
    },

    async list(
      filter: Omit<listing.BusinessFilter, 'search'> & { search?: string },
      page: number,
      limit: number,
    ) {
      const search = filter.search
        ? typoTolerantQuery(filter.search, await vocabulary.get())
        : undefined;
      // A search made only of punctuation finds nothing.
      if (search === null) return pageOf([], 0, page, limit);
      const { rows, total } = await listing.listBusinessRows(
        reads,
        { ...filter, search },
        offsetOf(page, limit),
      );
      return pageOf(await repo.toBusinessDtos(reads, rows), total, page, limit);
    },

    async populars(limit: number) {
      return repo.toBusinessDtos(reads, await listing.popularBusinessRows(reads, limit));
    },

    async setRelation(kind: 'follow' | 'like', businessId: string, userId: string, on: boolean) {
      const row = await repo.findBusinessRow(db, { id: businessId });
      if (!row || !row.isActive) throw notFound('Business');
      await deps.events.transaction(async (tx, publish) => {
        const changed = await social.setRelation(tx, kind, businessId, userId, on);
        const act = {
          userId,
          entityType: 'BUSINESS',
          entityId: businessId,
          type: kind === 'follow' ? 'FOLLOW' : 'LIKE',
        } as const;
        if (changed && on) await deps.interactions.record(tx, { ...act, ownerId: row.ownerId });
        if (changed && !on) await deps.interactions.forget(tx, act);
        if (changed && on && kind === 'follow')
          await publish(businessFollowed, { businessId, ownerId: row.ownerId, userId });
      });
      return reload(businessId);
    },

    async customers(userId: string, businessId: string, page: number, limit: number) {
      await owned(userId, businessId);
      const { rows, total } = await social.listCustomers(db, businessId, offsetOf(page, limit));
      const profiles = await deps.profilesOf(rows.map((r) => r.userId));
      const results = rows.flatMap((r) => {
        const p = profiles.find((x) => x._id === r.userId);
        return p
          ? [
              {
                ...p,
                orders: r.orders,
                totalSpent: koboToNaira(r.totalSpentKobo),
                lastOrderAt: r.lastOrderAt.toISOString(),
              },
            ]
          : [];
      });
      return pageOf(results, total, page, limit);
    },

    async followers(userId: string, businessId: string, page: number, limit: number) {
      await owned(userId, businessId);
      const { rows, total } = await social.listFollowers(db, businessId, offsetOf(page, limit));
      const profiles = await deps.profilesOf(rows.map((r) => r.userId));
      const results = rows.flatMap((r) => {
        const p = profiles.find((x) => x._id === r.userId);
        return p ? [{ ...p, followedAt: r.followedAt.toISOString() }] : [];
      });
      return pageOf(results, total, page, limit);
    },
  };
}
