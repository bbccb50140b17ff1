import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { categories, tags } from './reference.schema.ts';

export type CategoryDto = { _id: string; name: string; slug: string };
export type TagDto = {
  _id: string;
  name: string;
  categoryId: string | null;
  businessId: string | null;
};

const tagColumns = {
  _id: tags.id,
  name: tags.name,
  categoryId: tags.categoryId,
  businessId: tags.businessId,
};

export function listCategories(db: Executor): Promise<CategoryDto[]> {
  return db
    .select({ _id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .orderBy(asc(categories.name));
}

export async function categoryExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id));
  return Boolean(row);
}

export function listCategoryTags(db: Executor, categoryId: string): Promise<TagDto[]> {
  return db
    .select(tagColumns)
    .from(tags)
    .where(and(eq(tags.categoryId, categoryId), isNull(tags.businessId)))
    .orderBy(asc(tags.name));
}

export function listBusinessTags(db: Executor, businessId: string): Promise<TagDto[]> {
  return db
    .select(tagColumns)
    .from(tags)
    .where(eq(tags.businessId, businessId))
    .orderBy(asc(tags.name));
}

/** Tags a business may use: its own and every category's suggestions. */
export function findUsableTags(db: Executor, businessId: string, ids: string[]): Promise<TagDto[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(tagColumns)
    .from(tags)
    .where(
      and(inArray(tags.id, ids), or(isNull(tags.businessId), eq(tags.businessId, businessId))),
    );
}

/** Inserts a business tag; null when the business already has one of that name. */
export async function insertBusinessTag(
  db: Executor,
  businessId: string,
  name: string,
): Promise<TagDto | null> {
  try {
    const [row] = await db.insert(tags).values({ businessId, name }).returning(tagColumns);
    return row!;
  } catch (err) {
    if (uniqueViolation(err)) return null;
    throw err;
  }
}

export async function findBusinessTagByName(
  db: Executor,
  businessId: string,
  name: string,
): Promise<TagDto | null> {
  const [row] = await db
    .select(tagColumns)
    .from(tags)
    .where(and(eq(tags.businessId, businessId), sql`lower(${tags.name}) = lower(${name})`));
  return row ?? null;
}
