import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

const modulesDir = path.dirname(fileURLToPath(import.meta.url));

async function tablesOf(file: string): Promise<PgTable[]> {
  const exported = (await import(path.join(modulesDir, file))) as Record<string, unknown>;
  return Object.values(exported).filter((v): v is PgTable => is(v, PgTable));
}

const publicFiles = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
  f.endsWith('.public.ts'),
);

/**
 * A module's public file publishes read-only handles on its own tables. They are defined apart
 * from the schema (so no module imports another's schema), which makes this check the guard
 * against drift: every column a handle names must exist on the owner's table with the same type.
 * A public file may hold no handle (only events and values, as the themes module's does).
 */
describe.each(publicFiles)('%s', (publicFile) => {
  it('names only its own tables, with their columns exactly as the schema defines them', async () => {
    const moduleName = path.dirname(publicFile);
    // A module's tables may be split by concern over several schema files (preferences.schema.ts).
    const schemaFiles = readdirSync(path.join(modulesDir, moduleName)).filter((f) =>
      f.endsWith('.schema.ts'),
    );
    const owned = (
      await Promise.all(schemaFiles.map((f) => tablesOf(path.join(moduleName, f))))
    ).flat();
    const ownedByName = new Map(owned.map((t) => [getTableConfig(t).name, getTableConfig(t)]));
    const handles = await tablesOf(publicFile);
    for (const handle of handles) {
      const { name, columns } = getTableConfig(handle);
      const table = ownedByName.get(name);
      expect(table, `${name} is a table of the ${moduleName} module`).toBeDefined();
      for (const column of columns) {
        const real = table!.columns.find((c) => c.name === column.name);
        expect(real, `${name}.${column.name} exists`).toBeDefined();
        expect(
          { type: column.getSQLType(), notNull: column.notNull },
          `${name}.${column.name}`,
        ).toEqual({ type: real!.getSQLType(), notNull: real!.notNull });
      }
    }
  });
});

it('the public files publish read-only handles, so the check above has tables to check', async () => {
  const handles = (await Promise.all(publicFiles.map(tablesOf))).flat();
  expect(handles.length).toBeGreaterThanOrEqual(25);
});
