import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/**
 * Oja's logical backup (decision 072): one gzip stream holding a JSON header line (the schema's
 * migrations, the job queues, every table with its columns and row count, in an order that
 * loads without breaking a foreign key), then each table's rows in PostgreSQL's COPY text format,
 * ended by a `\.` line. It is read and written over an ordinary connection, so it works with the
 * embedded PostgreSQL and any external one, whatever version of the client tools is installed.
 */
export const BACKUP_FORMAT = 'oja-backup/1';

export type BackupTable = { schema: string; name: string; columns: string[]; rows: number };
export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** The applied migrations (`created_at`, `hash` of Drizzle's table), oldest first. */
  migrations: { createdAt: number; hash: string }[];
  /** The job queue's queues, made again before their jobs are loaded. */
  queues: string[];
  /** Each sequence's last value (order numbers and the like), set again after the rows. */
  sequences: { name: string; value: string }[];
  tables: BackupTable[];
};

/** The job queue's tables whose rows matter: jobs waiting or running, and the schedules. */
const QUEUE_TABLES = ["'job'", "'schedule'"].join(',');

/** The app's tables (not partitions), each with the tables its foreign keys point at. */
async function listTables(client: pg.ClientBase) {
  const { rows } = await client.query<{
    schema: string;
    name: string;
    columns: string[];
    refs: string[] | null;
  }>(`
    SELECT n.nspname AS schema, c.relname AS name,
      (SELECT array_agg(a.attname::text ORDER BY a.attnum) FROM pg_attribute a
        WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '')
        AS columns,
      (SELECT array_agg(DISTINCT rn.nspname || '.' || rc.relname) FROM pg_constraint f
        JOIN pg_class rc ON rc.oid = f.confrelid JOIN pg_namespace rn ON rn.oid = rc.relnamespace
        WHERE f.conrelid = c.oid AND f.contype = 'f' AND f.confrelid <> c.oid) AS refs
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND (n.nspname = 'public' OR (n.nspname = 'pgboss' AND c.relname IN (${QUEUE_TABLES})))
    ORDER BY n.nspname, c.relname`);
  return rows;
}

/**
 * Tables in an order where each comes after the tables it refers to, as far as foreign keys
 * that point at each other (a user's active business, a business's owner) allow: the restore
 * sets aside the few keys that point forward and checks them once every row is in.
 */
export function loadOrder<T extends { schema: string; name: string; refs: string[] | null }>(
  tables: T[],
): T[] {
  const byName = new Map(tables.map((t) => [`${t.schema}.${t.name}`, t]));
  const ordered: T[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (key: string) => {
    if (state.get(key)) return;
    state.set(key, 'visiting');
    for (const ref of byName.get(key)?.refs ?? []) if (byName.has(ref)) visit(ref);
    state.set(key, 'done');
    ordered.push(byName.get(key)!);
  };
  for (const key of byName.keys()) visit(key);
  return ordered;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const tableRef = (t: { schema: string; name: string }) =>
  `${quoteIdent(t.schema)}.${quoteIdent(t.name)}`;

/**
 * Writes a backup of the database behind `client` to `out` (not ended here), from one snapshot:
 * what was committed when it began, whatever is written meanwhile.
 */
export async function writeBackup(client: pg.ClientBase, out: Writable): Promise<BackupHeader> {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    const migrations = await client.query<{ createdAt: string; hash: string }>(
      'SELECT created_at AS "createdAt", hash FROM drizzle.__drizzle_migrations ORDER BY created_at',
    );
    const queues = await client.query<{ name: string }>(
      'SELECT name FROM pgboss.queue ORDER BY name',
    );
    const sequences = await client.query<{ name: string; value: string }>(
      `SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename) AS name,
        last_value::text AS value
      FROM pg_sequences WHERE schemaname = 'public' AND last_value IS NOT NULL ORDER BY 1`,
    );
    const tables: BackupTable[] = [];
    for (const t of loadOrder(await listTables(client))) {
      const count = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${tableRef(t)}`);
      tables.push({
        schema: t.schema,
        name: t.name,
        columns: t.columns,
        rows: Number(count.rows[0]!.n),
      });
    }
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      migrations: migrations.rows.map((m) => ({ createdAt: Number(m.createdAt), hash: m.hash })),
      queues: queues.rows.map((q) => q.name),
      sequences: sequences.rows,
      tables,
    };
    out.write(`${JSON.stringify(header)}\n`);
    for (const t of tables) {
      const columns = t.columns.map(quoteIdent).join(', ');
      const rows = client.query(copyTo(`COPY (SELECT ${columns} FROM ${tableRef(t)}) TO STDOUT`));
      rows.pipe(out, { end: false });
      await finished(rows);
      out.write('\\.\n');
    }
    await client.query('COMMIT');
    return header;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  }
}

/**
 * Reads a backup: its header, then each table's rows as lines (without the `\.` that ends them),
 * handed to `load` in the header's order.
 */
export async function readBackup(
  input: Readable,
  onHeader: (header: BackupHeader) => Promise<void>,
  load: (table: BackupTable, lines: AsyncIterable<string>) => Promise<void>,
): Promise<BackupHeader> {
  const lines = createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
  const first = await lines.next();
  let header: BackupHeader;
  try {
    header = JSON.parse(first.done ? '' : first.value) as BackupHeader;
  } catch {
    throw new Error('This is not an Oja backup (its first line is not its header)');
  }
  if (header.format !== BACKUP_FORMAT)
    throw new Error(`This backup's format (${String(header.format)}) is not ${BACKUP_FORMAT}`);
  await onHeader(header);
  for (const table of header.tables) {
    async function* rows(): AsyncIterable<string> {
      for (;;) {
        const next = await lines.next();
        if (next.done) throw new Error(`The backup ends inside ${table.schema}.${table.name}`);
        if (next.value === '\\.') return;
        yield next.value;
      }
    }
    await load(table, rows());
  }
  return header;
}
