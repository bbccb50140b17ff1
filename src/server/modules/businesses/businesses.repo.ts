import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { businesses } from '../../db/schema/businesses.ts';

export type BusinessSummary = { _id: string; name: string; handle: string };

const summary = { _id: businesses.id, name: businesses.name, handle: businesses.handle };

const ownedBy = prepared((db) =>
  db
    .select(summary)
    .from(businesses)
    .where(eq(businesses.ownerId, sql.placeholder('ownerId')))
    .orderBy(asc(businesses.id))
    .prepare('businesses_owned_by'),
);

export function listBusinessesOwnedBy(db: Executor, ownerId: string): Promise<BusinessSummary[]> {
  return ownedBy(db).execute({ ownerId });
}

export async function findOwnedBusiness(
  db: Executor,
  ownerId: string,
  businessId: string,
): Promise<BusinessSummary | null> {
  const [row] = await db
    .select(summary)
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.ownerId, ownerId)));
  return row ?? null;
}

export async function insertBusiness(
  db: Executor,
  values: { ownerId: string; name: string; handle: string },
): Promise<BusinessSummary> {
  const [row] = await db.insert(businesses).values(values).returning(summary);
  return row!;
}
