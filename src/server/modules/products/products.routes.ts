import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idSchema, paged, pageQuery } from '#shared/schemas/envelope.ts';
import { toggleBodySchema } from '#shared/schemas/businesses.ts';
import {
  productBodySchema,
  productCardSchema,
  productListQuerySchema,
  productPage,
  productPatchSchema,
  productSchema,
  resellBodySchema,
  type ProductCardItem,
} from '#shared/schemas/products.ts';
import { ok } from '../../http.ts';
import { currentUserId, requireSelf } from '../../plugins/auth.ts';
import { stableBody } from '../../plugins/compression.ts';
import type { SearchInsightsService } from '../search-insights/search-insights.service.ts';
import type { ProductsService } from './products.service.ts';

const params = z.object({ id: idSchema });
const one = { 200: envelope(productSchema) };
const tags = ['products'];

export async function productsRoutes(
  app: FastifyInstance,
  {
    products,
    searchInsights,
  }: { products: ProductsService; searchInsights: Pick<SearchInsightsService, 'recordSearch'> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };

  // A cached page is sent as the UTF-8 JSON it was serialised to (through the response schema)
  // the first time, so repeated catalogue reads skip validation and encoding, and compression
  // after the first time for each encoding. Each view of a page is read and kept on its own.
  const views = {
    full: envelope(productPage(productSchema)),
    card: envelope(productPage(productCardSchema)),
  };
  const bodies = new WeakMap<object, Buffer>();
  r.get(
    '/products',
    {
      schema: {
        tags,
        querystring: productListQuerySchema,
        response: { 200: z.union([views.full, views.card]) },
      },
    },
    async (request, reply) => {
      const page = await products.list(request.query, request.auth?.userId ?? null);
      // A catalogue search's first page, counted for sellers (not a search within one store,
      // a reseller's list or chosen products).
      const q = request.query;
      const within = q.productBusinessId ?? q.productAffiliateIds ?? q.productIds;
      if (q.productSearch && q.page === 1 && !within)
        searchInsights.recordSearch({
          query: q.productSearch,
          total: page.totalRecords,
          shown: page.results.map((p) => ({ productId: p._id })),
          viewerKey: request.auth?.userId ?? `${request.ip} ${request.headers['user-agent']}`,
          categoryIds: q.productCategoryIds,
        });
      let body = bodies.get(page);
      if (!body) {
        const schema = views[request.query.view];
        body = stableBody(Buffer.from(JSON.stringify(schema.parse(ok(page)))));
        bodies.set(page, body);
      }
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );
  // The cards of a cached list of popular products, made once per list.
  const popularCards = new WeakMap<object, ProductCardItem[]>();
  r.get(
    '/products/populars',
    {
      schema: {
        tags,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(50).default(20),
          view: productListQuerySchema.shape.view,
        }),
        response: {
          200: z.union([envelope(z.array(productSchema)), envelope(z.array(productCardSchema))]),
        },
      },
    },
    async (request) => {
      const list = await products.populars(request.query.limit);
      if (request.query.view === 'full') return ok(list);
      let cards = popularCards.get(list);
      if (!cards) {
        cards = z.array(productCardSchema).parse(list);
        popularCards.set(list, cards);
      }
      return ok(cards);
    },
  );
  r.get(
    '/products/users/:id/likes',
    {
      ...auth,
      schema: {
        tags,
        params,
        querystring: pageQuery(20),
        response: { 200: envelope(paged(productSchema)) },
      },
    },
    async (request) => {
      const userId = requireSelf(request, request.params.id);
      return ok(await products.likedBy(userId, request.query.page, request.query.limit));
    },
  );
  r.get('/products/:id', { schema: { tags, params, response: one } }, async (request) =>
    ok(await products.get(request.params.id, request.auth?.userId ?? null)),
  );
  r.post(
    '/products',
    {
      ...auth,
      schema: { tags, body: productBodySchema, response: { 201: envelope(productSchema) } },
    },
    async (request, reply) => {
      const product = await products.create(currentUserId(request), request.body);
      reply.status(201);
      return ok(product, 'Product added successfully');
    },
  );
  r.post(
    '/products/resell',
    {
      ...auth,
      schema: { tags, body: resellBodySchema, response: { 201: envelope(productSchema) } },
    },
    async (request, reply) => {
      const product = await products.resell(currentUserId(request), request.body.productId);
      reply.status(201);
      return ok(product, 'Product added to your resale list successfully');
    },
  );
  r.delete(
    '/products/resell/:id',
    { ...auth, schema: { tags, params, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await products.stopReselling(currentUserId(request), request.params.id);
      return ok(null, 'Product removed from your resale list');
    },
  );
  r.patch(
    '/products/:id',
    { ...auth, schema: { tags, params, body: productPatchSchema, response: one } },
    async (request) =>
      ok(
        await products.update(currentUserId(request), request.params.id, request.body),
        'Product updated successfully',
      ),
  );
  r.delete(
    '/products/:id',
    { ...auth, schema: { tags, params, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await products.remove(currentUserId(request), request.params.id);
      return ok(null, 'Product deleted successfully');
    },
  );
  for (const [path, flag] of [
    ['active', 'isActive'],
    ['pin', 'isPinned'],
  ] as const) {
    r.put(
      `/products/:id/${path}`,
      { ...auth, schema: { tags, params, body: toggleBodySchema.nullish(), response: one } },
      async (request) =>
        ok(
          await products.toggle(
            currentUserId(request),
            request.params.id,
            flag,
            request.body?.value,
          ),
          'Product updated successfully',
        ),
    );
  }
  r.post(
    '/products/:id/like',
    { ...auth, schema: { tags, params, response: one } },
    async (request) => ok(await products.setLike(request.params.id, currentUserId(request), true)),
  );
  r.post(
    '/products/:id/unlike',
    { ...auth, schema: { tags, params, response: one } },
    async (request) => ok(await products.setLike(request.params.id, currentUserId(request), false)),
  );
}
