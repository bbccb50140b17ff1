import { actorOf, CONSOLE_LIMIT, staffWith } from '../console/console.public.ts';
import type { ConsoleService } from '../console/console.service.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#shared/schemas/envelope.ts';
import { waitListBodySchema } from '#shared/schemas/wait-list.ts';
import { ok } from '../../http.ts';
import type { WaitListService } from './wait-list.service.ts';

type Deps = { waitList: WaitListService; isNigerianState: (state: string) => boolean };

/** `PUT /api/wait-list`: at the full path, outside /api/v1, as the app's first pages call it. */
export async function waitListJoinRoute(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The state is checked with the rest, so a refusal names every field at once.
  const body = waitListBodySchema.superRefine(
    (b, ctx) => {
      const state = (b as { state?: unknown } | null)?.state;
      if (typeof state === 'string' && state.trim().length >= 2 && !deps.isNigerianState(state))
        ctx.addIssue({ code: 'custom', path: ['state'], message: 'Choose a Nigerian state' });
    },
    { when: () => true },
  );
  r.put(
    '/api/wait-list',
    {
      schema: {
        tags: ['wait-list'],
        summary:
          'Join the wait-list for a place or a feature Oja has not opened yet; joining again updates your entry, and the answer is the same',
        body,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => ok(null, await deps.waitList.join(request.body, request.ip)),
  );
}

/** The export of the list, from the console: for staff allowed it, and on the audit record. */
export async function waitListConsoleExportRoute(
  app: FastifyInstance,
  deps: Pick<Deps, 'waitList'> & { console: ConsoleService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/console/wait-list/export',
    {
      ...staffWith(deps.console, 'waitlist.export'),
      config: CONSOLE_LIMIT,
      schema: {
        tags: ['console'],
        summary: 'Oja staff (content): everyone on the wait-list, as a CSV file; recorded',
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await deps.waitList.exportCsv();
      // Personal data leaving Oja: who took it, and when, is on the record.
      await deps.console.audited(actorOf(request), async () => ({
        result: null,
        audit: { action: 'waitlist.export', subjectType: 'wait_list', subjectId: 'all' },
      }));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="oja-wait-list.csv"')
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
}
