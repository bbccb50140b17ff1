import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '#shared/schemas/envelope.ts';
import { productFacetsSchema, searchHelpSchema } from '#shared/schemas/product-search.ts';
import { productListQuerySchema } from '#shared/schemas/products.ts';
import { ok } from '../../http.ts';
import type { ProductsService } from './products.service.ts';

const tags = ['products'];
/** The list's filters; the page, size and view do not apply. */
const querystring = productListQuerySchema.omit({ page: true, limit: true, view: true });

/** What a search page shows beside its results: facets, and ways on when nothing matched. */
export async function productSearchRoutes(
  app: FastifyInstance,
  { products }: { products: ProductsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/products/facets',
    { schema: { tags, querystring, response: { 200: envelope(productFacetsSchema) } } },
    async (request) => ok(await products.facets({ ...request.query, page: 1, view: 'card' })),
  );
  r.get(
    '/products/search-help',
    { schema: { tags, querystring, response: { 200: envelope(searchHelpSchema) } } },
    async (request) => ok(await products.searchHelp({ ...request.query, page: 1, view: 'card' })),
  );
}
