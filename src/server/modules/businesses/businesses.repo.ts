import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';

export type BusinessSummary = { _id: string; name: string; handle: string };

const summary = { _id: businesses.id, name: businesses.name, handle: businesses.handle };

export function listBusinessesOwnedBy(db: Executor, ownerId: string): Promise<BusinessSummary[]> {
  return db
    .select(summary)
    .from(businesses)
    .where(eq(businesses.ownerId, ownerId))
    .orderBy(asc(businesses.id));
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
