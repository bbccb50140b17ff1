/**
 * Live streams at scale: BENCH_STREAMS (2,000) signed-in users each hold `GET users/events` open
 * on one app instance (bench/sse-server.ts); then one event goes to all of them. Prints the
 * memory the instance holds per open stream (heap and resident set, after garbage collection,
 * against the same process before the streams opened), how long opening took, and the time
 * from sending the event until the first, median, 99th-percentile and last client received it.
 * Figures are reported, not judged.
 * Run: npm run bench:sse   (BENCH_STREAMS to change the count)
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { percentiles } from './support.ts';

type Info = { appUrl: string; apiKey: string; tokens: string[] };
type Memory = { heapUsed: number; rss: number };

const child = spawn(process.execPath, ['--expose-gc', 'bench/sse-server.ts'], {
  stdio: ['pipe', 'pipe', 'inherit'],
});
const lines = createInterface({ input: child.stdout });
const waiting: ((line: string) => void)[] = [];
lines.on('line', (line) => {
  if (line.startsWith('{')) waiting.shift()?.(line);
});
const next = <T>() => new Promise<T>((resolve) => waiting.push((l) => resolve(JSON.parse(l) as T)));
const ask = <T>(command: string) => {
  const answer = next<T>();
  child.stdin.write(`${command}\n`);
  return answer;
};

const streams: AbortController[] = [];
try {
  const info = await next<Info>();
  const before = await ask<Memory>('memory');
  const got: number[] = [];
  let sentAt = 0;
  const opened: Promise<void>[] = [];
  const openStart = performance.now();
  for (const token of info.tokens) {
    const controller = new AbortController();
    streams.push(controller);
    opened.push(
      new Promise<void>((resolve, reject) => {
        fetch(`${info.appUrl}/api/v1/users/events`, {
          headers: {
            accept: 'text/event-stream',
            'x-api-key': info.apiKey,
            authorization: `Bearer ${token}`,
          },
          signal: controller.signal,
        })
          .then(async (res) => {
            if (!res.ok || !res.body) throw new Error(`stream refused: ${res.status}`);
            const decoder = new TextDecoder();
            let seenCounts = false;
            for await (const chunk of res.body) {
              const text = decoder.decode(chunk as Uint8Array, { stream: true });
              if (!seenCounts && text.includes('event: counts')) {
                seenCounts = true;
                resolve();
              }
              if (text.includes('event: bench')) got.push(performance.now() - sentAt);
            }
          })
          .catch((err: Error) => {
            if (!controller.signal.aborted) reject(err);
          });
      }),
    );
  }
  await Promise.all(opened);
  const openMs = performance.now() - openStart;
  const after = await ask<Memory>('memory');

  sentAt = performance.now();
  await ask('broadcast');
  const until = Date.now() + 30_000;
  while (got.length < info.tokens.length && Date.now() < until)
    await new Promise((r) => setTimeout(r, 5));
  const { p50, p99 } = percentiles(got);
  const n = info.tokens.length;
  const perStream = (a: number, b: number) => `${((b - a) / n / 1024).toFixed(1)} KB`;
  console.warn('');
  console.warn(`open streams             ${n} (opened in ${(openMs / 1000).toFixed(1)} s)`);
  console.warn(
    `memory per stream        heap ${perStream(before.heapUsed, after.heapUsed)}, resident ${perStream(before.rss, after.rss)}`,
  );
  console.warn(`event received by        ${got.length} of ${n}`);
  console.warn(
    `time to receive          first ${Math.min(...got).toFixed(0)} ms, p50 ${p50.toFixed(0)} ms, ` +
      `p99 ${p99.toFixed(0)} ms, last ${Math.max(...got).toFixed(0)} ms`,
  );
} finally {
  for (const c of streams) c.abort();
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
