import type { Page } from 'playwright-core';
import { call } from './api.ts';
import type { Viewport } from './support.ts';

export type Product = { _id: string; name: string; quantity: number; variants: unknown[] };
export type Business = { _id: string; name: string; handle: string };
export type Post = { _id: string; author: { name: string; handle: string } };

export const DEFAULT_TITLE = 'Oja — the ultimate solution for vendor management';
export const SIGNED_IN_COOKIE = 'oja_signed_in';

/** A product that can go in the cart as it is, a popular store and a post of the demo data. */
export async function shellSubjects(): Promise<{ product: Product; store: Business; post: Post }> {
  const product = (await call<{ results: Product[] }>('GET', '/products?page=1')).results.find(
    (p) => p.quantity > 0 && p.variants.length === 0,
  )!;
  const store = (await call<Business[]>('GET', '/businesses/populars?limit=1'))[0]!;
  const post = (await call<{ results: Post[] }>('GET', '/posts?page=1&limit=1')).results[0]!;
  return { product, store, post };
}

let shoppers = 0;

/** A new shopper of this run, so what they like and follow starts from nothing. */
export async function newShopper(viewport: Viewport, tag: string) {
  const digits = String(Date.now() + shoppers++).slice(-7);
  const stamp = `${digits}${viewport.width}${tag}`;
  const username = `kemi_${stamp}`;
  const password = 'shell-pass-2026';
  const session = await call<{ accessToken: string }>('POST', '/users', undefined, {
    firstName: 'Kemi',
    lastName: 'Balogun',
    email: `kemi${stamp}@example.ng`,
    phoneNumber: `0813${digits}`,
    handle: username,
    password,
  });
  return { username, password, token: session.accessToken };
}

/** Waits until the app has taken the server's HTML over (React holds the page's elements). */
export async function takenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const header = document.querySelector('#root header');
    return header !== null && Object.keys(header).some((k) => k.startsWith('__reactFiber'));
  });
  // The screens' effects (the tab title among them) and their first reads follow. (Not
  // "network idle": a signed-in page keeps its live stream open.)
  await page.waitForTimeout(800);
}

const decode = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The title the server put in the page's first HTML. */
export async function serverTitle(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  return decode(/<title>([^<]*)<\/title>/.exec(html)![1]!);
}
