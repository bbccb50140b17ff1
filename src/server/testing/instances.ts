import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { connectDatabase } from '../db/client.ts';
import { openJobQueue } from '../jobs/jobs.ts';
import { createServices, type Services } from '../services.ts';
import type { TestContext } from './test-app.ts';

/** One app instance of several on the test's database, with its own pool, services and caches. */
export type Instance = { app: FastifyInstance; services: Services; close: () => Promise<void> };

export async function startInstance(ctx: TestContext): Promise<Instance> {
  const database = connectDatabase(ctx.databaseUrl, 5);
  const boss = await openJobQueue(database.db, { workers: false });
  const services = createServices({ config: ctx.config, db: database.db, boss });
  const app = await buildApp({ config: ctx.config, db: database.db, services, logger: false });
  await app.ready();
  return {
    app,
    services,
    close: async () => {
      await app.close();
      await boss.stop({ graceful: false });
      await database.close();
    },
  };
}
