import { existsSync } from 'node:fs';
import path from 'node:path';
import { thumbnailUrl } from '#shared/media.ts';

// What the demo marketplace test reads back: stored pictures, and the API's answers it inspects.

/** Whether the file behind a `/uploads/demo/…` URL, and its thumbnail, were stored in `uploads`. */
export const storedUnder = (uploads: string) => (url: string | null) =>
  Boolean(url?.startsWith('/uploads/demo/')) &&
  existsSync(path.join(uploads, url!.slice('/uploads/'.length))) &&
  existsSync(path.join(uploads, thumbnailUrl(url!).slice('/uploads/'.length)));

export type Business = {
  _id: string;
  handle: string;
  categoryId: string | null;
  logo: string | null;
  cover: string | null;
  followers: number;
  likes: number;
  acceptsReturns: boolean;
  isVerified: boolean;
  address: { state: string };
};
export type Product = {
  _id: string;
  name: string;
  businessId: string;
  categoryId: string | null;
  photos: string[];
  likes: number;
  variants: unknown[];
};

export type Post = {
  text: string;
  photos: string[];
  likes: number;
  comments: number;
  products: { _id: string; name: string }[];
};
