import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CacheStats } from '../cache-stats.ts';
import type { QueryTimer } from '../db/client.ts';
import type { MonitoredFigure } from '../module.ts';

/** What the metrics read at each scrape besides the requests they count. */
export type MetricSources = {
  pool: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  /** Where the pool's queries are timed (db/client.ts): the metrics take the times from now on. */
  queryTimer?: QueryTimer;
  jobQueues: () => Promise<{ queue: string; waiting: number; oldest: number }[]>;
  /** This instance's caches and how often each answered. */
  caches: CacheStats[];
  /** The read replica's state and where this instance's reads went (with DATABASE_READ_URL). */
  replica?: () => {
    up: boolean;
    lagSeconds: number;
    readsTo: { replica: number; primary: number };
  };
  /** Server-Sent Events streams open on this instance. */
  liveStreams: () => number;
  /** The modules' own figures, read from their tables with `db`. */
  figures: MonitoredFigure[];
  db: Parameters<MonitoredFigure['read']>[0];
};

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * `GET /metrics` in Prometheus's text format, for a scraper holding `token` (off without one):
 * requests and their latency per route, the database pool and query times, the job queue, open live streams, the
 * process, and what
 * the modules report (payments waiting on the provider, withdrawals failing).
 * Routes are counted by their pattern (`/api/v1/products/:id`), never by the address asked for,
 * so a scan of random paths adds one series, not thousands.
 */
export async function registerMetrics(
  app: FastifyInstance,
  opts: { token: string | undefined; sources: MetricSources },
) {
  const { token, sources } = opts;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'oja_' });
  const requests = new Counter({
    name: 'oja_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'oja_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: SECONDS,
    registers: [registry],
  });
  new Gauge({
    name: 'oja_db_pool_clients',
    help: 'PostgreSQL pool clients: open, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'open' }, sources.pool.totalCount);
      this.set({ state: 'idle' }, sources.pool.idleCount);
      this.set({ state: 'waiting' }, sources.pool.waitingCount);
    },
  });
  const queries = new Histogram({
    name: 'oja_db_query_duration_seconds',
    help: 'Time PostgreSQL took to answer a query, from sending it to the whole answer',
    buckets: SECONDS,
    registers: [registry],
  });
  if (sources.queryTimer) sources.queryTimer.observe = (seconds) => queries.observe(seconds);
  if (sources.replica) registerReplicaMetrics(registry, sources.replica);
  new Counter({
    name: 'oja_cache_lookups_total',
    help: "Look-ups of this instance's caches, by cache and whether it had the answer",
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
    collect() {
      // The caches count for themselves; the counter shows their totals.
      this.reset();
      for (const c of sources.caches) {
        this.inc({ cache: c.cache, result: 'hit' }, c.hits);
        this.inc({ cache: c.cache, result: 'miss' }, c.misses);
      }
    },
  });
  new Gauge({
    name: 'oja_live_streams',
    help: 'Live-update streams (Server-Sent Events) open on this instance',
    registers: [registry],
    collect() {
      this.set(sources.liveStreams());
    },
  });
  const waiting = new Gauge({
    name: 'oja_jobs_waiting',
    help: 'Jobs ready to run and not yet taken, by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const oldest = new Gauge({
    name: 'oja_jobs_oldest_waiting_seconds',
    help: 'How long the oldest job ready to run has waited, by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
  });

  const figures = sources.figures.map((figure) => ({
    figure,
    gauge: new Gauge({
      name: figure.name,
      help: figure.help,
      labelNames: figure.labelNames ?? [],
      registers: [registry],
    }),
  }));

  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    if (route === '/metrics') return;
    const labels = { method: request.method, route };
    requests.inc({ ...labels, status: `${Math.floor(reply.statusCode / 100)}xx` });
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return reply.code(401).header('www-authenticate', 'Bearer').send();
    // Queues that emptied since the last scrape read 0, not their old depth.
    waiting.reset();
    oldest.reset();
    for (const q of await sources.jobQueues()) {
      waiting.set({ queue: q.queue }, q.waiting);
      oldest.set({ queue: q.queue }, q.oldest);
    }
    for (const { figure, gauge } of figures) {
      gauge.reset();
      for (const { labels = {}, value } of await figure.read(sources.db)) gauge.set(labels, value);
    }
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}

/** The route's pattern; every address no route matched is one series. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

function registerReplicaMetrics(registry: Registry, status: NonNullable<MetricSources['replica']>) {
  new Gauge({
    name: 'oja_db_replica_up',
    help: 'Whether the read replica answers and is a standby (1) or not (0)',
    registers: [registry],
    collect() {
      this.set(status().up ? 1 : 0);
    },
  });
  new Gauge({
    name: 'oja_db_replica_lag_seconds',
    help: "How long the primary's oldest write not yet replayed on the replica has waited",
    registers: [registry],
    collect() {
      this.set(status().lagSeconds);
    },
  });
  new Counter({
    name: 'oja_db_replica_routed_reads_total',
    help: 'Reads that could use the replica, by where they went (replica or primary)',
    labelNames: ['to'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const { readsTo } = status();
      this.inc({ to: 'replica' }, readsTo.replica);
      this.inc({ to: 'primary' }, readsTo.primary);
    },
  });
}
