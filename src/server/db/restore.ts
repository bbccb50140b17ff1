import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { readBackup, quoteIdent, tableRef, type BackupHeader } from './backup.ts';
import type { Database } from './client.ts';
import { migrationsFolder, runMigrations } from './migrate.ts';

type Journal = { entries: { idx: number; when: number; tag: string }[] };

/**
 * A copy of the migrations folder holding only the migrations the backup was taken at, after
 * checking they are this code's own: its rows are loaded into the schema they were read from,
 * and the later migrations then carry them forward as they would have in place.
 */
function migrationsAsOf(header: BackupHeader): string {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  if (header.migrations.length > journal.entries.length)
    throw new Error(
      `This backup is from a newer release of Oja (${header.migrations.length} migrations, this one knows ${journal.entries.length}): restore it with that release`,
    );
  const entries = journal.entries.slice(0, header.migrations.length);
  entries.forEach((entry, i) => {
    const sql = readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), 'utf8');
    const hash = createHash('sha256').update(sql).digest('hex');
    const taken = header.migrations[i]!;
    if (taken.hash !== hash || taken.createdAt !== entry.when)
      throw new Error(
        `This backup's migration ${i + 1} differs from this release's ${entry.tag}: restore it with the release it was taken with`,
      );
  });
  const folder = mkdtempSync(path.join(os.tmpdir(), 'oja-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries)
    copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  return folder;
}

type ForeignKey = { table: string; name: string; definition: string };

/** The foreign keys of a table loaded before the table they point at, in the backup's order. */
async function forwardKeys(client: pg.ClientBase, header: BackupHeader): Promise<ForeignKey[]> {
  const position = new Map(header.tables.map((t, i) => [`${t.schema}.${t.name}`, i]));
  const { rows } = await client.query<{
    from: string;
    to: string;
    name: string;
    definition: string;
  }>(`
    SELECT n.nspname || '.' || c.relname AS "from", rn.nspname || '.' || rc.relname AS "to",
      f.conname AS name, pg_get_constraintdef(f.oid) AS definition
    FROM pg_constraint f
    JOIN pg_class c ON c.oid = f.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_class rc ON rc.oid = f.confrelid JOIN pg_namespace rn ON rn.oid = rc.relnamespace
    WHERE f.contype = 'f' AND f.conrelid <> f.confrelid AND n.nspname = 'public'`);
  return rows
    .filter((r) => (position.get(r.to) ?? -1) > (position.get(r.from) ?? -1))
    .map((r) => {
      const [schema, name] = r.from.split('.') as [string, string];
      return {
        table: tableRef({ schema, name }),
        name: quoteIdent(r.name),
        definition: r.definition,
      };
    });
}

/**
 * Restores a backup into an empty database: its schema as the backup had it, every row in one
 * transaction (each table's count checked against the header), its sequences and job queues,
 * then this release's later migrations. When anything fails none of its rows are written; the
 * schema the migrations made stays, so the database is dropped and created again to retry.
 */
export async function restoreBackup(
  database: Database,
  input: Readable,
  opts: {
    /** Makes the job queue's tables and these queues (the job queue is above this layer). */
    makeQueues: (names: string[]) => Promise<void>;
    say?: (line: string) => void;
  },
): Promise<BackupHeader> {
  const say = opts.say ?? (() => {});
  const client = await database.pool.connect();
  let began = false;
  let forward: ForeignKey[] = [];
  try {
    const existing = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname IN ('public', 'drizzle')",
    );
    if (existing.rows[0]!.n > 0)
      throw new Error('Restore into an empty database: this one already has tables');

    const header = await readBackup(
      input,
      async (h) => {
        const folder = migrationsAsOf(h);
        try {
          await runMigrations(database.db, folder);
        } finally {
          rmSync(folder, { recursive: true, force: true });
        }
        await opts.makeQueues(h.queues);
        await client.query('BEGIN');
        began = true;
        // Rows the migrations wrote (the categories, the plans) are in the backup as they were.
        const tables = h.tables.filter((t) => t.schema === 'public').map(tableRef);
        if (tables.length > 0) await client.query(`TRUNCATE ${tables.join(', ')}`);
        forward = await forwardKeys(client, h);
        for (const key of forward)
          await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${key.name}`);
      },
      async (table, lines) => {
        const ref = tableRef(table);
        // The rows are as they were: the tables' own triggers (counters, change notices) have
        // already run on them once. Foreign keys are still checked.
        if (table.schema === 'public')
          await client.query(`ALTER TABLE ${ref} DISABLE TRIGGER USER`);
        const columns = table.columns.map(quoteIdent).join(', ');
        const sink = client.query(copyFrom(`COPY ${ref} (${columns}) FROM STDIN`));
        try {
          for await (const line of lines) if (!sink.write(`${line}\n`)) await once(sink, 'drain');
        } catch (err) {
          // The server is told the copy failed, so the connection can roll back.
          sink.destroy(err as Error);
          await finished(sink).catch(() => {});
          throw err;
        }
        sink.end();
        await finished(sink);
        if (sink.rowCount !== table.rows)
          throw new Error(`${ref}: ${sink.rowCount} rows read, the backup counted ${table.rows}`);
        if (table.schema === 'public') await client.query(`ALTER TABLE ${ref} ENABLE TRIGGER USER`);
        if (table.rows > 0) say(`  ${table.schema}.${table.name}: ${table.rows} rows`);
      },
    );
    // The keys set aside are checked against every row now.
    for (const key of forward)
      await client.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${key.name} ${key.definition}`);
    for (const s of header.sequences)
      await client.query('SELECT setval($1::regclass, $2::bigint, true)', [s.name, s.value]);
    await client.query('COMMIT');
    began = false;
    await runMigrations(database.db);
    return header;
  } catch (err) {
    if (began) await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
