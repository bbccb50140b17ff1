import type { ServiceBuilder } from './module.ts';

/**
 * Builds every module's services on the platform, each once, in whatever order they need each
 * other: a builder that reads `deps.users` gets users built first. A builder that needs a service
 * still being built (a cycle) fails at start with the chain; it must ask for it when called
 * instead (`(ids) => deps.users.publicProfiles(ids)`). All are built before the app starts, so
 * the hooks builders register (purposes sold, transfer events) are in place.
 */
export function createContainer<Built extends object>(
  platform: object,
  modules: readonly { name: string; services?: Record<string, ServiceBuilder> }[],
): Built {
  const container: Record<string, unknown> = { ...platform };
  const building: string[] = [];
  const built = new Map<string, unknown>();
  const owner = new Map<string, string>(Object.keys(platform).map((key) => [key, 'the platform']));
  // The root's types check that every name a builder reads is provided (services.ts).

  for (const m of modules) {
    for (const [name, build] of Object.entries(m.services ?? {})) {
      const taken = owner.get(name);
      if (taken) throw new Error(`Both ${taken} and the ${m.name} module provide "${name}"`);
      owner.set(name, `the ${m.name} module`);
      Object.defineProperty(container, name, {
        enumerable: true,
        get() {
          if (built.has(name)) return built.get(name);
          if (building.includes(name)) {
            const chain = [...building.slice(building.indexOf(name)), name].join(' → ');
            throw new Error(`Services need each other while being built (${chain})`);
          }
          building.push(name);
          try {
            const service = (build as (deps: unknown) => unknown)(container);
            built.set(name, service);
            return service;
          } finally {
            building.pop();
          }
        },
      });
    }
  }
  for (const name of owner.keys()) void container[name];
  return container as Built;
}
