import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statusChangedMessage } from '#shared/order-flow.ts';
import { envelope, idSchema, paged } from '#shared/schemas/envelope.ts';
import {
  checkoutBodySchema,
  checkoutResultSchema,
  orderListQuerySchema,
  orderSchema,
  orderStatusBodySchema,
} from '#shared/schemas/orders.ts';
import { forbidden } from '../../errors.ts';
import type { OriginCheck } from '../../origins.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { IdempotencyService } from '../idempotency/idempotency.service.ts';
import type { OrderQueriesService } from './order-queries.service.ts';
import type { OrderStatusService } from './order-status.service.ts';
import type { OrdersService } from './orders.service.ts';

const params = z.object({ id: idSchema });
const tags = ['orders'];

/** customerId / userId in a body may only name the caller (clients send them along). */
function callerFor(request: FastifyRequest, ...claimed: (string | undefined)[]) {
  const me = currentUserId(request);
  if (claimed.some((id) => id !== undefined && id !== me))
    throw forbidden('You can only act for your own account');
  return me;
}

export async function ordersRoutes(
  app: FastifyInstance,
  deps: {
    orders: Pick<OrdersService, 'checkoutAndPay'>;
    idempotency: IdempotencyService;
    ownOrigin: OriginCheck;
    orderStatus: OrderStatusService;
    orderQueries: OrderQueriesService;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };
  /** Where the browser is (its Origin, else its Referer), when that is one of the app's addresses. */
  const returnOrigin = (request: FastifyRequest) => {
    const { origin, referer } = request.headers;
    return deps.ownOrigin(origin ?? referer);
  };

  r.post(
    '/orders',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Checkout: one order per business, then a payment to complete. Send an Idempotency-Key header to make retries safe: a repeat returns the first answer.',
        headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
        body: checkoutBodySchema,
        response: { 201: envelope(checkoutResultSchema) },
      },
    },
    async (request, reply) => {
      const me = callerFor(request, request.body.customerId, request.body.userId);
      return deps.idempotency.once(
        request,
        reply,
        me,
        async () => ({
          status: 201,
          body: ok(
            await deps.orders.checkoutAndPay(
              me,
              request.body,
              returnOrigin(request),
              request.headers.cookie,
            ),
            'Order placed, complete your payment',
          ),
        }),
        'Your order was placed but the answer was lost on the way: find it in My orders',
      );
    },
  );

  r.get(
    '/orders',
    {
      ...auth,
      schema: {
        tags,
        querystring: orderListQuerySchema,
        response: { 200: envelope(paged(orderSchema)) },
      },
    },
    async (request) => ok(await deps.orderQueries.list(currentUserId(request), request.query)),
  );

  r.get(
    '/orders/:id',
    { ...auth, schema: { tags, params, response: { 200: envelope(orderSchema) } } },
    async (request) => ok(await deps.orderQueries.get(currentUserId(request), request.params.id)),
  );

  r.put(
    '/orders/:id/status',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Move an order along the transition table (docs/order-lifecycle.md)',
        params,
        body: orderStatusBodySchema,
        response: { 200: envelope(orderSchema) },
      },
    },
    async (request) => {
      const b = request.body;
      const me = callerFor(request, b.userId);
      if (b.orderId && b.orderId !== request.params.id)
        throw forbidden('The order in the body is not the order in the path');
      await deps.orderStatus.change(me, request.params.id, b.status);
      return ok(await deps.orderQueries.get(me, request.params.id), statusChangedMessage(b.status));
    },
  );
}
