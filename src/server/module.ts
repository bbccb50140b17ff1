import type { FastifyInstance } from 'fastify';
import type { PageMeta } from '#shared/meta.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { EventHandler } from './events/events.ts';
import type { Storage } from './integrations/storage.ts';
import type { OriginCheck } from './origins.ts';
import type { Services } from './services.ts';

/** What a module's routes get: the services (built once) and the platform around them. */
export type ModuleContext = {
  config: Config;
  db: Db;
  services: Services;
  storage: Storage;
  ownOrigin: OriginCheck;
};

/** Work a module schedules (pg-boss cron, Africa/Lagos); `run` returns how many items it handled. */
export type ScheduledJob = {
  name: string;
  cron: string;
  run: (services: Services) => Promise<number>;
};

/** The title, description and share image of a public page, put in its first HTML. */
export type PageMetaRoute = {
  path: RegExp;
  meta: (match: RegExpExecArray, services: Services) => Promise<PageMeta | null>;
};

/**
 * A module's manifest (`<name>.module.ts`): everything it contributes to the running app. Its
 * service is wired in the composition root (services.ts); the manifest is listed in modules.ts.
 */
export type OjaModule = {
  name: string;
  /** Routes under /api/v1, behind the API key and the user check. */
  api?: (api: FastifyInstance, ctx: ModuleContext) => PromiseLike<unknown>;
  /** Routes outside /api/v1: health, webhooks, development pages. */
  root?: (app: FastifyInstance, ctx: ModuleContext) => PromiseLike<unknown>;
  jobs?: ScheduledJob[];
  pages?: PageMetaRoute[];
  /** Reactions to other modules' events, run after the publisher's transaction commits. */
  events?: EventHandler[];
};

export const defineModule = (m: OjaModule): OjaModule => m;
