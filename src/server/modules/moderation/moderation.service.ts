import {
  HIDEABLE_SUBJECTS,
  REPORT_SUBJECT_NAMES,
  type ModerationDecisionBody,
  type ReportInput,
  type ReportedItem,
  type ReportedItemDetail,
  type ReportSubject,
} from '#shared/schemas/moderation.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, conflict, notFound, tooManyRequests } from '../../errors.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import type { AttemptCounter } from '../../plugins/rate-limit.ts';
import type { ConsoleActor, ConsoleService } from '../console/console.service.ts';
import { contentModerated } from './moderation.public.ts';
import * as repo from './moderation.repo.ts';

export type ModerationService = ReturnType<typeof createModerationService>;

/** Removes a post or comment (a reason) or restores it (null), in the console's transaction. */
type Remover = (
  tx: Executor,
  id: string,
  reason: string | null,
) => Promise<{ wasRemoved: boolean }>;

/** Reports a person may make in an hour: plenty for real use, too few to flood the queue. */
const REPORTS_PER_HOUR = 30;

const nameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;

function itemView(row: repo.ItemRow, hidden: boolean, link: string | null): ReportedItem {
  const { item, owner } = row;
  return {
    subjectType: item.subjectType,
    subjectId: item.subjectId,
    title: item.title,
    link,
    owner: owner ? { id: owner.id, name: nameOf(owner), handle: owner.handle } : null,
    status: item.status,
    reportCount: item.reportCount,
    reasons: row.reasons,
    hidden,
    lastReportedAt: item.lastReportedAt.toISOString(),
    decidedAt: item.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Reports and what staff do about them: shoppers report posts, comments, products, stores and
 * accounts; reports gather per item in the console's queue; content staff hide or restore a post
 * or comment, warn its author or dismiss the reports, and the author is told why. Every decision
 * is in the audit log, written in the same transaction.
 */
export function createModerationService(deps: {
  db: Db;
  console: Pick<ConsoleService, 'audited' | 'historyOf'>;
  attempts: AttemptCounter;
  removers: Record<'POST' | 'COMMENT', Remover>;
  /** Kept pages showing posts or comments are dropped after one is removed or restored. */
  changed: () => void;
}) {
  const { db } = deps;

  async function item(type: ReportSubject, id: string): Promise<ReportedItemDetail> {
    const row = await repo.findItem(db, type, id);
    if (!row) throw notFound('Reported item');
    const [now, reports, history] = await Promise.all([
      repo.subjectOf(db, type, id),
      repo.reportsOf(db, type, id),
      deps.console.historyOf(id),
    ]);
    return {
      item: itemView(row, now?.hidden ?? false, now?.link ?? null),
      reports: reports.map((r) => ({
        reason: r.reason,
        details: r.details,
        reporter: { id: r.reporter.id, name: nameOf(r.reporter) },
        at: r.at.toISOString(),
      })),
      history,
    };
  }

  return {
    async report(userId: string, body: ReportInput) {
      const subject = await repo.subjectOf(db, body.subjectType, body.subjectId);
      const what = REPORT_SUBJECT_NAMES[body.subjectType].toLowerCase();
      if (!subject || subject.hidden) throw notFound(REPORT_SUBJECT_NAMES[body.subjectType]);
      if (subject.ownerId === userId)
        throw badRequest({ subjectId: `This ${what} is yours: you cannot report it` });
      const key = `report:${userId}`;
      if ((await deps.attempts.hit(key, 3_600_000)) > REPORTS_PER_HOUR)
        throw tooManyRequests('You have made many reports this hour: please try again later');
      await db.transaction(async (tx) => {
        await repo.saveReport(tx, { reporterId: userId, ...body });
        await repo.gatherItem(tx, body.subjectType, body.subjectId, subject);
      });
    },

    async queue(f: repo.ItemFilter & { page: number; limit: number }) {
      const { rows, total } = await repo.listItems(db, f, offsetOf(f.page, f.limit));
      // The items' current state, one query per kind of item on the page.
      const kinds = [...new Set(rows.map((r) => r.item.subjectType))];
      const now = new Map(
        await Promise.all(
          kinds.map(
            async (kind) =>
              [
                kind,
                await repo.subjectsOf(
                  db,
                  kind,
                  rows.filter((r) => r.item.subjectType === kind).map((r) => r.item.subjectId),
                ),
              ] as const,
          ),
        ),
      );
      const items = rows.map((row) => {
        const subject = now.get(row.item.subjectType)?.get(row.item.subjectId);
        return itemView(row, subject?.hidden ?? false, subject?.link ?? null);
      });
      return pageOf(items, total, f.page, f.limit);
    },

    item,

    /**
     * Staff decide on a reported item: hide (posts and comments), restore what was hidden, warn
     * the author, or dismiss the reports. The item leaves the open queue; the author is told why
     * (not on a dismissal); the audit record has the item before and after.
     */
    async decide(
      actor: ConsoleActor,
      type: ReportSubject,
      id: string,
      body: ModerationDecisionBody,
    ) {
      const { action, reason } = body;
      const hideable = HIDEABLE_SUBJECTS.includes(type);
      if ((action === 'HIDE' || action === 'RESTORE') && !hideable)
        throw badRequest({
          action:
            'Only posts and comments are hidden here: warn the owner of a product, store or account, or suspend them from Accounts',
        });
      const result = await deps.console.audited(actor, async (tx, publish) => {
        const row = await repo.findItem(tx, type, id, true);
        if (!row) throw notFound('Reported item');
        const subject = await repo.subjectOf(tx, type, id);
        // Something deleted since it was reported: only its reports are left to dismiss.
        if (!subject && action !== 'DISMISS')
          throw conflict('It no longer exists: dismiss the reports instead');
        const hiddenBefore = subject?.hidden ?? false;
        if (action === 'HIDE' && hiddenBefore) throw conflict('It is hidden already');
        if (action === 'RESTORE' && !hiddenBefore) throw conflict('It is not hidden');
        if (action === 'HIDE' || action === 'RESTORE')
          await deps.removers[type as 'POST' | 'COMMENT'](
            tx,
            id,
            action === 'HIDE' ? reason : null,
          );
        await repo.markDecided(tx, type, id, actor.userId);
        if (subject && action !== 'DISMISS')
          await publish(contentModerated, {
            userId: subject.ownerId,
            subjectType: type,
            subjectId: id,
            action,
            reason,
            title: subject.title,
            link: subject.link,
          });
        const hiddenAfter = action === 'HIDE' || (hiddenBefore && action !== 'RESTORE');
        return {
          result: { hiddenChanged: hiddenAfter !== hiddenBefore },
          audit: {
            action: `report.${action.toLowerCase()}`,
            subjectType: type.toLowerCase(),
            subjectId: id,
            reason,
            before: {
              status: row.item.status,
              hidden: hiddenBefore,
              reports: row.item.reportCount,
            },
            after: { status: 'DECIDED', hidden: hiddenAfter, ownerId: subject?.ownerId ?? null },
          },
        };
      });
      if (result.hiddenChanged) deps.changed();
      return item(type, id);
    },
  };
}
