import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { connectDatabase } from './db/client.ts';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './db/seed/demo.ts';
import { createLocalStorage } from './integrations/storage.ts';
import { createServices } from './services.ts';
import { buildWebApp } from './web-build.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function databaseUrl(config: Config): Promise<{ url: string; embedded?: EmbeddedPostgres }> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), say);
  try {
    await ensureDatabase(embedded.url('postgres'), 'oja');
  } catch (err) {
    await embedded.stop();
    throw err;
  }
  return { url: embedded.url('oja'), embedded };
}

/** The first start of a fresh clone builds the web app; later starts reuse the build. */
async function ensureWebBuild(config: Config): Promise<void> {
  if (existsSync(path.join(config.webDistDir, 'index.html'))) return;
  say('Building the web app (first start only)…');
  await buildWebApp(config.webDistDir);
}

async function main(): Promise<void> {
  const config = loadConfig();
  await ensureWebBuild(config);
  const { url, embedded } = await databaseUrl(config);
  const database = connectDatabase(url);
  let stopping = false;

  async function shutdown(code: number): Promise<void> {
    if (stopping) return;
    stopping = true;
    say('Shutting down…');
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    await embedded?.stop().catch((err: Error) => say(`Could not stop PostgreSQL: ${err.message}`));
    process.exit(code);
  }
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(0));

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await runMigrations(database.db);
    if (config.seedDemo) {
      const services = createServices({ config, db: database.db });
      const { seeded } = await seedDemoData(
        database.db,
        services,
        createLocalStorage(config.uploadsDir),
      );
      if (seeded) say('Demo marketplace created: 22 businesses, 330 products, generated pictures.');
    }
    app = await buildApp({ config, db: database.db });
    const listening = await app.listen({ host: config.host, port: config.port });
    const address = listening.replace('127.0.0.1', 'localhost');
    say('');
    say(`Oja is running at ${address}`);
    say(`API docs: ${address}/api/docs`);
    if (config.env !== 'production') say(`Dev outbox (e-mail, SMS): ${address}/dev/outbox`);
    if (config.seedDemo) {
      say('Demo accounts (log in with e-mail, phone or username):');
      for (const a of DEMO_ACCOUNTS)
        say(`  ${a.role.padEnd(8)} ${a.email.padEnd(16)} password: ${a.password}`);
    }
    say('Press Ctrl-C to stop.');
  } catch (err) {
    say(`Could not start: ${(err as Error).message}`);
    await shutdown(1);
  }
}

main().catch((err: unknown) => {
  process.stderr.write(
    `${err instanceof ConfigError ? err.message : String((err as Error)?.stack ?? err)}\n`,
  );
  process.exit(1);
});
