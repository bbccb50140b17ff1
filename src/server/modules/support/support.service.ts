import { orderNumber } from '#shared/order-flow.ts';
import type {
  SupportRequest,
  SupportRequestBody,
  SupportRequestCreated,
} from '#shared/schemas/support.ts';
import { SUPPORT_TEAM_NAME, type SupportStatus } from '#shared/support.ts';
import { clearCode, randomToken, sha256 } from '../../crypto.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { Mail, Mailer } from '../../integrations/mail.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import type { LiveService } from '../live/live.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { acknowledgement, answer } from './support-mail.ts';
import * as repo from './support.repo.ts';
import { summaryView } from './support-views.ts';

export type SupportService = ReturnType<typeof createSupportService>;

const newReference = () => `SUP-${clearCode(6)}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An order reference as typed → an id, or a number as Oja shows it (`#3F9A1C`). */
function parseOrderReference(text: string): { id: string } | { number: string } {
  return UUID.test(text)
    ? { id: text.toLowerCase() }
    : { number: text.replace(/^#/, '').toUpperCase() };
}

/** Whoever asks: a signed-in user (or nobody) and the key of a visitor's link. */
export type Asker = { userId: string | null; key?: string | undefined };

/**
 * Questions to Oja support and their threads. Anyone may ask; a signed-in user's request carries
 * their account, a visitor follows theirs through the secret link e-mailed to them. Oja staff
 * answer and change statuses from the console's support desk (support-console.routes.ts).
 */
export function createSupportService(deps: {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  live: Pick<LiveService, 'announce'>;
  /** A signed-in requester's name and e-mail. */
  users: Pick<UsersService, 'me'>;
  log?: (msg: string, err: unknown) => void;
}) {
  const { db } = deps;

  const linkTo = (id: string, key: string | null) =>
    `${deps.appUrl}/shopper/support/requests/${id}${key ? `?key=${key}` : ''}`;

  /** Best effort: the request stands even when its e-mail cannot be sent. */
  const send = (mail: Mail) =>
    deps.mailer.send(mail).catch((err: unknown) => deps.log?.('support e-mail not sent', err));

  /** The one who asked: signed in as the requester, or holding a key of their link. */
  const asked = (row: repo.RequestRow, asker: Asker) =>
    (asker.userId !== null && row.requesterId === asker.userId) ||
    (!!asker.key && row.keyHashes.includes(sha256(asker.key)));

  /** The request, for the one who asked; anyone else is told it does not exist. */
  async function visible(id: string, asker: Asker) {
    const row = await repo.findRequest(db, id);
    if (!row || !asked(row, asker)) throw notFound('Support request');
    return row;
  }

  async function detail(id: string): Promise<SupportRequest> {
    const [summary, messages] = await Promise.all([
      repo.findSummary(db, id),
      repo.listMessages(db, id),
    ]);
    if (!summary) throw notFound('Support request');
    return {
      ...summaryView(summary),
      messages: messages.map((m) => ({
        _id: m.id,
        from: m.author,
        author: m.author === 'support' ? SUPPORT_TEAM_NAME : summary.request.name,
        body: m.body,
        createdAt: m.createdAt.toISOString(),
      })),
    };
  }

  async function insertWithReference(tx: Executor, values: repo.NewRequest) {
    for (let attempt = 0; attempt < 8; attempt++) {
      const row = await repo.insertRequest(tx, newReference(), values);
      if (row) return row;
    }
    throw new Error('no free support reference');
  }

  /** Status changes and answers reach a signed-in requester's open screens at once. */
  const announce = (tx: Executor, row: repo.RequestRow) =>
    row.requesterId ? deps.live.announce(tx, row.requesterId, 'support', row.id) : undefined;

  /** Adds a message; support's answer is e-mailed (a visitor's with a link of its own). */
  async function post(id: string, fromSupport: boolean, authorId: string | null, message: string) {
    const key = fromSupport ? randomToken() : null;
    const row = await db.transaction(async (tx) => {
      const locked = (await repo.lockRequest(tx, id))!;
      await repo.insertMessage(tx, {
        requestId: id,
        author: fromSupport ? 'support' : 'requester',
        authorId,
        body: message,
      });
      // Only the new link key's hash is kept.
      const visitor = locked.requesterId === null;
      await repo.updateRequest(tx, id, {
        status: fromSupport ? 'answered' : 'open',
        ...(fromSupport && visitor ? { keyHash: sha256(key!) } : {}),
      });
      if (fromSupport) await announce(tx, locked);
      return locked;
    });
    if (fromSupport) {
      await send(
        answer({
          to: row.email,
          name: row.name,
          reference: row.reference,
          subject: row.subject,
          reply: message,
          link: linkTo(id, row.requesterId === null ? key : null),
        }),
      );
    }
  }

  return {
    async create(userId: string | null, body: SupportRequestBody): Promise<SupportRequestCreated> {
      let contact: { name: string; email: string };
      if (userId) {
        const { profile } = await deps.users.me(userId);
        contact = { name: `${profile.firstName} ${profile.lastName}`.trim(), email: profile.email };
      } else {
        const missing: Record<string, string> = {};
        if (!body.name) missing.name = 'Your name is required';
        if (!body.email) missing.email = 'Email is required';
        if (Object.keys(missing).length > 0) throw badRequest(missing);
        contact = { name: body.name!, email: body.email! };
      }

      const given = body.orderReference || null;
      let orderId: string | null = null;
      let orderReference: string | null = null;
      if (given) {
        const parsed = parseOrderReference(given);
        if (userId) {
          const order = await repo.findOwnOrder(db, userId, parsed);
          if (!order)
            throw badRequest({
              orderReference:
                'We could not find this order among yours: check its number under My orders',
            });
          orderId = order.id;
          orderReference = orderNumber(order.id);
        } else {
          orderReference = 'id' in parsed ? parsed.id : `#${parsed.number}`;
        }
      }

      const key = userId ? null : randomToken();
      const row = await db.transaction(async (tx) => {
        const created = await insertWithReference(tx, {
          requesterId: userId,
          email: contact.email,
          name: contact.name,
          keyHashes: key ? [sha256(key)] : [],
          topic: body.topic,
          subject: body.subject,
          orderId,
          orderReference,
          status: 'open',
        });
        await repo.insertMessage(tx, {
          requestId: created.id,
          author: 'requester',
          authorId: userId,
          body: body.message,
        });
        return created;
      });
      await send(
        acknowledgement({
          to: row.email,
          name: row.name,
          reference: row.reference,
          subject: row.subject,
          message: body.message,
          link: linkTo(row.id, key),
        }),
      );
      return { ...(await detail(row.id)), key };
    },

    async get(id: string, asker: Asker): Promise<SupportRequest> {
      await visible(id, asker);
      return detail(id);
    },

    /**
     * The requester's message in the thread: it puts the request back in support's queue
     * (re-opening a resolved one).
     */
    async reply(id: string, asker: Asker, message: string): Promise<SupportRequest> {
      await visible(id, asker);
      await post(id, false, asker.userId, message);
      return detail(id);
    },

    /**
     * Oja staff answer from the console (its guard checked their permission): the answer is
     * e-mailed to the requester and marks the request answered.
     */
    async answer(staffId: string, id: string, message: string): Promise<SupportRequest> {
      if (!(await repo.findRequest(db, id))) throw notFound('Support request');
      await post(id, true, staffId, message);
      return detail(id);
    },

    /** The signed-in user's requests, the most recently active first. */
    async mine(userId: string, page: number, limit: number) {
      const { rows, total } = await repo.listByRequester(db, userId, offsetOf(page, limit));
      return pageOf(rows.map(summaryView), total, page, limit);
    },

    detail,

    /** Oja staff move a request along from the console (resolved, or back to open). */
    async setStatus(id: string, status: SupportStatus): Promise<SupportRequest> {
      await db.transaction(async (tx) => {
        const locked = await repo.lockRequest(tx, id);
        if (!locked) throw notFound('Support request');
        if (locked.status === status) return;
        await repo.updateRequest(tx, id, { status });
        await announce(tx, locked);
      });
      return detail(id);
    },

    /** Whether any request exists yet (the demo marketplace adds a few only once). */
    anyRequest: () => repo.anyRequest(db),
  };
}
