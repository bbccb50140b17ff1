import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { WAIT_LIST_WANTS } from '#shared/schemas/wait-list.ts';
import { createdAt, id, updatedAt } from '../../db/columns.ts';

/**
 * People waiting for Oja to open where they are or for what they want to do: one row per person,
 * found again by their e-mail address or phone number (national digits), so joining twice
 * updates the row instead of adding one.
 */
export const waitList = pgTable(
  'wait_list',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    wants: text('wants', { enum: WAIT_LIST_WANTS }).notNull(),
    state: text('state').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('wait_list_email_key')
      .on(t.email)
      .where(sql`${t.email} IS NOT NULL`),
    uniqueIndex('wait_list_phone_key')
      .on(t.phone)
      .where(sql`${t.phone} IS NOT NULL`),
    check('wait_list_contact', sql`${t.email} IS NOT NULL OR ${t.phone} IS NOT NULL`),
  ],
);
