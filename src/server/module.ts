import type { FastifyInstance } from 'fastify';
import type { PageMeta } from '#shared/meta.ts';
import type { Config } from './config.ts';
import type { Db, Executor } from './db/client.ts';
import type { EventHandler } from './events/events.ts';
import type { Storage } from './integrations/storage.ts';
import type { OriginCheck } from './origins.ts';
import type { Platform } from './platform.ts';

/**
 * What a service builder is handed: the platform (config, db, events, mail, texts, tokens, the
 * payment provider's client, the log) and the services it names. `Needs` is exactly what the
 * builder uses, so a module depends on the types of those services and nothing else.
 */
export type Deps<Needs extends object = object> = Platform & Needs;

/** A service builder: typed `(deps: Deps<{ …what it uses }>) => …`, called once by the root. */
export type ServiceBuilder = (deps: never) => unknown;

/** What a module's builders provide, by name. */
export type ServicesOf<Builders> = {
  [K in keyof Builders]: Builders[K] extends (deps: never) => infer S ? S : never;
};

/** What a module's routes get: the services it uses and the platform around them. */
export type ModuleContext<Uses> = {
  config: Config;
  db: Db;
  services: Uses;
  storage: Storage;
  ownOrigin: OriginCheck;
};

/** Work a module schedules (pg-boss cron, Africa/Lagos); `run` returns how many items it handled. */
export type ScheduledJob<Uses = never> = {
  name: string;
  cron: string;
  run: (services: Uses) => Promise<number>;
};

/** The title, description and share image of a public page, put in its first HTML. */
export type PageMetaRoute<Uses = never> = {
  path: RegExp;
  meta: (match: RegExpExecArray, services: Uses) => Promise<PageMeta | null>;
};

/** One public address search engines are told of, with when what it shows last changed. */
export type SitemapEntry = { path: string; lastmod: Date | null };

/**
 * A module's public pages for search engines (`/sitemap.xml`): how many there are and a slice of
 * them in a stable order. The root splits each list into child sitemaps.
 */
export type SitemapSource = {
  /** Names its child sitemaps: `/sitemaps/<name>-<n>.xml`. */
  name: string;
  count: (db: Executor) => Promise<number>;
  list: (db: Executor, page: { offset: number; limit: number }) => Promise<SitemapEntry[]>;
};

/**
 * A figure monitoring reads from a module's tables at each scrape of `/metrics` (payments waiting
 * on the provider, withdrawals failing): a gauge, with a value per set of labels.
 */
export type MonitoredFigure = {
  /** The gauge's name, `oja_…`. */
  name: string;
  help: string;
  /** The labels its values carry, if any. */
  labelNames?: string[];
  read: (db: Executor) => Promise<{ labels?: Record<string, string>; value: number }[]>;
};

/**
 * A module's manifest (`<name>.module.ts`): everything it contributes to the running app.
 * `Builders` build its services; `Uses` is what its routes, jobs, pages and event handlers use
 * (its own services and any other module's), typed from those services' own files.
 */
export type OjaModule<Builders = object, Uses = object> = {
  name: string;
  /** The module's services, built once by the root (services.ts) and handed to whoever names them. */
  services?: Builders;
  /** Routes under /api/v1, behind the API key and the user check. */
  api?: (api: FastifyInstance, ctx: ModuleContext<Uses>) => PromiseLike<unknown>;
  /** Routes outside /api/v1: health, webhooks, development pages. */
  root?: (app: FastifyInstance, ctx: ModuleContext<Uses>) => PromiseLike<unknown>;
  jobs?: ScheduledJob<Uses>[];
  pages?: PageMetaRoute<Uses>[];
  sitemaps?: SitemapSource[];
  figures?: MonitoredFigure[];
  /** Reactions to other modules' events, run after the publisher's transaction commits. */
  events?: EventHandler<Uses>[];
  /** Work started in the background once the app listens (reading a search vocabulary). */
  warm?: (services: Uses) => Promise<unknown>;
};

/**
 * Declares a module: `defineModule<Uses>()({ … })`. The first call names what the module's
 * routes, jobs, pages and handlers use; the second infers what its builders provide.
 */
export const defineModule =
  <Uses = object>() =>
  <Builders extends Record<string, ServiceBuilder> = Record<never, ServiceBuilder>>(
    m: OjaModule<Builders, Uses>,
  ): OjaModule<Builders, Uses> =>
    m;
