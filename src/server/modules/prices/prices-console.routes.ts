import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatDate } from '#shared/dates.ts';
import { formatNaira } from '#shared/format.ts';
import { koboToNaira } from '#shared/money.ts';
import { priceItemInfo } from '#shared/price-items.ts';
import { envelope } from '#shared/schemas/envelope.ts';
import { priceChangeBodySchema, priceListSchema } from '#shared/schemas/prices.ts';
import { ok } from '../../http.ts';
import { actorOf, CONSOLE_LIMIT, staffWith } from '../console/console.public.ts';
import type { ConsoleService } from '../console/console.service.ts';
import type { PriceList } from './prices.service.ts';

/** Finance sets the prices of Oja's own plans, themes, super-likes and badges from a moment on. */
export async function pricesConsoleRoutes(
  app: FastifyInstance,
  deps: { prices: PriceList; console: ConsoleService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const catalogue = { ...staffWith(deps.console, 'catalogue.edit'), config: CONSOLE_LIMIT };
  const tags = ['console'];

  r.get(
    '/console/prices',
    {
      ...catalogue,
      schema: {
        tags,
        summary:
          "Oja staff (finance): the price of each of Oja's plans, themes, super-likes and badges now, those set to start later, and those before",
        response: { 200: envelope(priceListSchema) },
      },
    },
    async () => ok(await deps.prices.overview()),
  );

  r.post(
    '/console/prices',
    {
      ...catalogue,
      schema: {
        tags,
        summary:
          'Oja staff (finance): a new price for one item from now or a later moment, with a reason; what was bought keeps its price',
        body: priceChangeBodySchema,
        response: { 201: envelope(priceListSchema) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const set = await deps.console.audited(actor, async (tx) => {
        const { before, row } = await deps.prices.set(tx, actor.userId, request.body);
        const { name } = priceItemInfo(row.item);
        return {
          result: row,
          audit: {
            action: 'price.set',
            subjectType: 'oja_price',
            subjectId: row.id,
            reason: request.body.reason,
            before: { item: row.item, name, price: koboToNaira(before) },
            after: {
              item: row.item,
              name,
              price: koboToNaira(row.priceKobo),
              effectiveFrom: row.effectiveFrom.toISOString(),
            },
          },
        };
      });
      reply.status(201);
      return ok(
        await deps.prices.overview(),
        `${priceItemInfo(set.item).name}: ${formatNaira(koboToNaira(set.priceKobo))} from ${formatDate(set.effectiveFrom.toISOString(), 'dateTime')}`,
      );
    },
  );
}
