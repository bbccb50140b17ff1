/**
 * `npm run db:backup [-- --out FILE]` and `npm run db:restore -- FILE [--replace]`: a backup of
 * the configured database (DATABASE_URL, or the embedded one, also while `npm start` runs) to a
 * gzip file, and its restore into an empty database. On the embedded PostgreSQL, `--replace`
 * drops the demo or old `oja` database first; Oja must be stopped for a restore.
 */
import { createReadStream, createWriteStream, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import { parseArgs } from 'node:util';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { writeBackup } from './db/backup.ts';
import { connectDatabase } from './db/client.ts';
import { runningEmbeddedUrl, startEmbeddedPostgres } from './db/embedded.ts';
import { restoreBackup } from './db/restore.ts';
import { createQueues } from './jobs/jobs.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);
const EMBEDDED_DB = 'oja';

/** The server's address for `database`, and how to let it go when done. */
async function server(config: Config, opts: { whileRunning: boolean }) {
  if (config.databaseUrl) return { url: () => config.databaseUrl!, done: async () => {} };
  const dir = path.join(config.dataDir, 'postgres');
  const running = runningEmbeddedUrl(dir, EMBEDDED_DB);
  if (running) {
    if (!opts.whileRunning)
      throw new ConfigError('Oja is running on this database: stop it (Ctrl-C) before a restore');
    return { url: (db: string) => running.replace(/\/[^/]+$/, `/${db}`), done: async () => {} };
  }
  const embedded = await startEmbeddedPostgres(dir, say);
  return { url: embedded.url, done: embedded.stop };
}

async function backup(config: Config, out: string | undefined) {
  const target = await server(config, { whileRunning: true });
  const file =
    out ??
    path.join(
      config.dataDir,
      'backups',
      `oja-${new Date().toISOString().replace(/[:.]/g, '-')}.backup.gz`,
    );
  mkdirSync(path.dirname(file), { recursive: true });
  const client = new pg.Client({ connectionString: target.url(EMBEDDED_DB) });
  await client.connect();
  const partial = `${file}.partial`;
  try {
    const body = new PassThrough();
    const written = pipeline(body, createGzip(), createWriteStream(partial));
    const header = await writeBackup(client, body);
    body.end();
    await written;
    // Only a complete backup takes the name: a failed one never passes for good.
    renameSync(partial, file);
    const rows = header.tables.reduce((sum, t) => sum + t.rows, 0);
    say(`Backup written to ${file}: ${header.tables.length} tables, ${rows} rows.`);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  } finally {
    await client.end();
    await target.done();
  }
}

async function restore(config: Config, file: string, replace: boolean) {
  const target = await server(config, { whileRunning: false });
  try {
    if (!config.databaseUrl) await freshEmbeddedDatabase(target.url('postgres'), replace);
    const database = connectDatabase(target.url(EMBEDDED_DB), 2);
    try {
      say(`Restoring ${file}…`);
      const header = await restoreBackup(database, createReadStream(file).pipe(createGunzip()), {
        makeQueues: (names) => createQueues(database.db, names),
        say,
      });
      say(`Restored the backup of ${header.createdAt}.`);
    } catch (err) {
      if (err instanceof Error && !err.message.startsWith('Restore into an empty database'))
        err.message += `\nNo rows were restored. Drop the database and create it again (on the embedded one, --replace does it) before trying again.`;
      throw err;
    } finally {
      await database.close();
    }
  } finally {
    await target.done();
  }
}

/** The embedded `oja` database, empty: made when missing, dropped first with `--replace`. */
async function freshEmbeddedDatabase(adminUrl: string, replace: boolean) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [EMBEDDED_DB]);
    if (found.rowCount && !replace)
      throw new ConfigError(
        'The embedded database already exists: add --replace to drop it and restore in its place',
      );
    if (found.rowCount) await admin.query(`DROP DATABASE ${EMBEDDED_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${EMBEDDED_DB}`);
  } finally {
    await admin.end();
  }
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, replace: { type: 'boolean', default: false } },
});
const command = positionals[0];
try {
  const config = loadConfig();
  if (command === 'backup') await backup(config, values.out);
  else if (command === 'restore' && positionals[1])
    await restore(config, path.resolve(positionals[1]), values.replace);
  else {
    say('Usage: npm run db:backup [-- --out FILE] | npm run db:restore -- FILE [--replace]');
    process.exit(2);
  }
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
