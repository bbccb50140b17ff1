/**
 * API throughput: a bare Fastify JSON route, GET /api/health and GET /api/v1/users/me (JWT check
 * plus the profile queries), each for ~10 s at 50 connections on loopback, against servers in a
 * child process. Prints req/s, p50, p99 and the ratio of /users/me to the bare route.
 * Run: npm run bench:api   (BENCH_SECONDS to change the duration)
 */
import { measure, printTable, startChild } from './support.ts';

const child = await startChild<{ bareUrl: string; appUrl: string; token: string; apiKey: string }>(
  'bench/api-server.ts',
);
try {
  const { bareUrl, appUrl, token, apiKey } = child.info;
  const rows = [
    await measure('bare Fastify GET /json', `${bareUrl}/json`),
    await measure('GET /api/health', `${appUrl}/api/health`),
    await measure('GET /api/v1/users/me', `${appUrl}/api/v1/users/me`, {
      headers: { 'x-api-key': apiKey, authorization: `Bearer ${token}` },
    }),
  ];
  printTable(rows);
  const ratio = (rows[2]!.reqPerSec / rows[0]!.reqPerSec) * 100;
  console.warn(`users/me reaches ${ratio.toFixed(1)} % of the bare route's throughput`);
} finally {
  await child.stop();
}
