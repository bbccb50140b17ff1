import type { SupportDeskQuery, SupportDeskRequest } from '#shared/schemas/support.ts';
import { ROLE_PERMISSIONS, STAFF_ROLES } from '#shared/staff-roles.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import type { SupportService } from './support.service.ts';
import * as repo from './support.repo.ts';
import { deskFieldsOf, deskSummaryView } from './support-views.ts';

/** The staff roles that answer support requests (the console's `support.handle`). */
const DESK_ROLES = STAFF_ROLES.filter((r) => ROLE_PERMISSIONS[r].includes('support.handle'));

/**
 * Oja support's desk in the console: the inbox with its filters, who took which request, and a
 * request with its thread. Answers and statuses go through the support service.
 */
export function createSupportDesk(deps: { db: Db; support: Pick<SupportService, 'detail'> }) {
  const { db } = deps;
  return {
    async inbox(staffId: string, query: SupportDeskQuery) {
      const { status, q, page, limit } = query;
      const assignee = query.assignee === 'ME' ? { id: staffId } : query.assignee;
      const { rows, total } = await repo.listDesk(
        db,
        { status, assignee, q },
        offsetOf(page, limit),
      );
      return pageOf(rows.map(deskSummaryView), total, page, limit);
    },

    async request(id: string): Promise<SupportDeskRequest> {
      const summary = await repo.findSummary(db, id);
      if (!summary) throw notFound('Support request');
      return { ...(await deps.support.detail(id)), ...deskFieldsOf(summary) };
    },

    /** Who may take requests: staff whose roles handle support. */
    async assignees() {
      const people = await repo.staffHolding(db, DESK_ROLES);
      return people.map((p) => ({ _id: p.id, name: `${p.firstName} ${p.lastName}` }));
    },

    /** Gives a request to a staff member who handles support, or to nobody. */
    async assign(id: string, assigneeId: string | null) {
      if (assigneeId && !(await this.assignees()).some((a) => a._id === assigneeId))
        throw badRequest({ assigneeId: 'This person does not handle support requests' });
      await db.transaction(async (tx) => {
        if (!(await repo.lockRequest(tx, id))) throw notFound('Support request');
        await repo.setAssignee(tx, id, assigneeId);
      });
      return this.request(id);
    },
  };
}

export type SupportDesk = ReturnType<typeof createSupportDesk>;
