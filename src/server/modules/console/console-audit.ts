import type { Db } from '../../db/client.ts';
import { pageOf } from '../../paging.ts';
import * as repo from './console.repo.ts';

/** Reading the audit log: a page of it, one subject's history, and every entry for the export. */
export function createAuditReads(db: Db) {
  return {
    async audit(query: repo.AuditFilter & { page: number; limit: number }) {
      const [rows, total] = await Promise.all([
        repo.auditPage(db, query, { offset: (query.page - 1) * query.limit, limit: query.limit }),
        repo.auditCount(db, query),
      ]);
      return pageOf(rows.map(auditView), total, query.page, query.limit);
    },

    /** What the console did about one subject (a reported item, an account), newest first. */
    async historyOf(subjectId: string) {
      const rows = await repo.auditPage(db, { subjectId }, { offset: 0, limit: 50 });
      return rows.map(auditView);
    },

    /** Every entry matching the filter, newest first, read in slices (for the CSV export). */
    async *auditRows(filter: repo.AuditFilter) {
      let beforeId: bigint | undefined;
      for (;;) {
        const rows = await repo.auditPage(db, filter, { offset: 0, limit: 500, beforeId });
        for (const row of rows) yield auditView(row);
        if (rows.length < 500) return;
        beforeId = rows.at(-1)!.entry.id;
      }
    },
  };
}

function auditView(row: Awaited<ReturnType<typeof repo.auditPage>>[number]) {
  const e = row.entry;
  return {
    id: e.id.toString(),
    at: e.at.toISOString(),
    actor: {
      id: e.actorId,
      name: row.firstName ? `${row.firstName} ${row.lastName}` : 'A removed account',
    },
    action: e.action,
    subjectType: e.subjectType,
    subjectId: e.subjectId,
    subjectName: row.subjectName,
    reason: e.reason,
    before: e.before,
    after: e.after,
    ip: e.ip,
    requestId: e.requestId,
  };
}
