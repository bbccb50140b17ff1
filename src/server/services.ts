import { createContainer } from './container.ts';
import type { OjaModule, ServicesOf } from './module.ts';
import { MODULES } from './modules.ts';
import { createPlatform, type Platform, type ServiceDeps } from './platform.ts';

type Module = (typeof MODULES)[number];
type BuildersOf<M> = M extends OjaModule<infer B, infer _U> ? B : never;
type BuilderOf<M> = M extends OjaModule<infer B, infer _U> ? B[keyof B] : never;
type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (all: infer I) => void
  ? I
  : never;

/** Every service by name: the platform's pieces and what each module's builders return. */
export type Services = Platform & Intersect<ServicesOf<BuildersOf<Module>>>;

/**
 * The modules as the app runs them. Each is typed by what it uses; assigning them here checks
 * that the services hold all of it (a route, job, page or handler using a service nobody provides
 * fails to compile on this line).
 */
export const APP_MODULES: readonly OjaModule<object, Services>[] = MODULES;

/** What the builders read: every name must be provided, with the type the builder expects. */
type Needed = Intersect<Parameters<BuilderOf<Module>>[0]>;
type Unprovided = Exclude<keyof Needed, keyof Services>;
const everyNeedProvided: [Unprovided] extends [never] ? true : Unprovided = true;
const everyNeedFits: Services extends Needed ? true : false = true;
void [everyNeedProvided, everyNeedFits];

export const EVENT_HANDLERS = APP_MODULES.flatMap((m) => m.events ?? []);
export const SCHEDULED_JOBS = APP_MODULES.flatMap((m) => m.jobs ?? []);

/**
 * The composition root: the platform, then every module's services built from their manifests
 * (main.ts, tests, the seed). Adding a module is its folder and one line in modules.ts.
 */
export function createServices(deps: ServiceDeps): Services {
  const platform = createPlatform(deps, EVENT_HANDLERS);
  const services = createContainer<Services>(platform, MODULES);
  platform.events.attach(services);
  return services;
}

/**
 * Starts every module's start-up reads (search vocabularies, suggestion indexes) in the
 * background: the caller does not wait, and a search meanwhile waits for its own read.
 */
export function warmInBackground(
  services: Services,
  log: (msg: string, detail: unknown) => void,
): void {
  for (const m of APP_MODULES)
    m.warm?.(services).catch((err: unknown) => log(`${m.name}: warm-up failed`, err));
}
