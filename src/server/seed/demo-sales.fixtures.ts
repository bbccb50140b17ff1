import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { api } from '../testing/test-app.ts';

/**
 * Adire Lounge's sales: "Owambe season" with a year of figures and "Friday flash", both running,
 * so its storefront shows four products at struck prices.
 */
export async function expectDemoSales(app: FastifyInstance, token: string, businessId: string) {
  const sales = (await api(app).get(`/promotions?businessId=${businessId}`, { token })).json().data
    .results as { _id: string; name: string; status: string; flash: boolean }[];
  expect(sales.map((p) => [p.name, p.status, p.flash]).sort()).toEqual([
    ['Friday flash', 'RUNNING', true],
    ['Owambe season', 'RUNNING', false],
  ]);
  const season = sales.find((p) => p.name === 'Owambe season')!;
  const figures = (await api(app).get(`/promotions/${season._id}/figures`, { token })).json().data;
  expect(figures.months.length).toBeGreaterThanOrEqual(11);
  expect(figures.total.orders).toBeGreaterThan(20);
  const cards = (
    await api(app).get(`/products?productBusinessId=${businessId}&limit=100&view=card`)
  ).json().data.results as { sale: unknown }[];
  expect(cards.filter((p) => p.sale !== null)).toHaveLength(4);
}
