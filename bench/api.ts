/**
 * API throughput: a bare Fastify JSON route, the limit of a signed-in read (bare node:http: the
 * same token check, then one prepared statement), GET /api/health and GET /api/v1/users/me, each
 * for ~10 s at 50 connections on loopback, against servers in a child process. Prints req/s, p50,
 * p99 and users/me as a share of the bare route and of the limit.
 * Run: npm run bench:api   (BENCH_SECONDS to change the duration)
 */
import { measure, printTable, startChild } from './support.ts';

const child = await startChild<{
  bareUrl: string;
  limitUrl: string;
  appUrl: string;
  token: string;
  apiKey: string;
}>('bench/api-server.ts');
try {
  const { bareUrl, limitUrl, appUrl, token, apiKey } = child.info;
  const bearer = { authorization: `Bearer ${token}` };
  const [bare, limit, health, me] = [
    await measure('bare Fastify GET /json', `${bareUrl}/json`),
    await measure('limit: token + 1 prepared statement', `${limitUrl}/me`, { headers: bearer }),
    await measure('GET /api/health', `${appUrl}/api/health`),
    await measure('GET /api/v1/users/me', `${appUrl}/api/v1/users/me`, {
      headers: { 'x-api-key': apiKey, ...bearer },
    }),
  ];
  printTable([bare!, limit!, health!, me!]);
  const share = (of: { reqPerSec: number }) => ((me!.reqPerSec / of.reqPerSec) * 100).toFixed(1);
  console.warn(`users/me reaches ${share(bare!)} % of the bare route's throughput`);
  console.warn(`users/me reaches ${share(limit!)} % of the limit route's throughput`);
} finally {
  await child.stop();
}
