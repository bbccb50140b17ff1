import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { api } from '../testing/test-app.ts';
import { DEMO_ARTICLES } from './articles.ts';

/**
 * The demo blog: six published articles by Oja's staff, newest first, each with its stored cover,
 * and the shop and products it talks about shown as cards.
 */
export async function expectDemoBlog(
  app: FastifyInstance,
  stored: (url: string | null) => boolean,
) {
  const list = (await api(app).get('/blog/articles?limit=20')).json().data;
  expect(list.totalRecords).toBe(DEMO_ARTICLES.length);
  expect(list.totalRecords).toBeGreaterThanOrEqual(6);
  const dates = list.results.map((a: { publishedAt: string }) => a.publishedAt);
  expect([...dates].sort().reverse()).toEqual(dates);
  for (const demo of DEMO_ARTICLES) {
    const a = (await api(app).get(`/blog/articles/${demo.slug}`)).json().data;
    expect(a.author.name).toBe('Oja Support');
    expect(stored(a.cover), `${demo.slug} cover`).toBe(true);
    expect(a.readingMinutes).toBeGreaterThanOrEqual(2);
    expect(a.stores.map((s: { handle: string }) => s.handle)).toEqual([demo.shop]);
    expect(a.products.map((p: { name: string }) => p.name).sort()).toEqual(
      [...demo.products].sort(),
    );
  }
}
