/**
 * The limit of the catalogue's own work: a bare `node:http` + `pg` server that answers each
 * catalogue request the app was asked in bench/catalogue.ts by sending exactly the statements
 * the app sent for it (recorded by bench/catalogue-server.ts from a second app on the same
 * database), from a pool of the app's size, and writing the rows with `JSON.stringify`. No
 * framework, validation, query building or mapping: what is left is PostgreSQL, the driver and
 * the socket. Also `/json` (40 bytes) and `/page` (the bytes of a real card page); a request
 * with `x-rows-only: 1` runs only the statement that reads the page's rows.
 * Run by bench/catalogue.ts: limit.ts <database URL> <statements file>; prints one JSON line.
 */
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import pg from 'pg';

/** What the recording app sent for each request path, each statement's text once. */
export type Recorded = {
  samplePage: string;
  texts: string[];
  statements: Record<
    string,
    { text: number; values: unknown[]; arrays: boolean; alongside: boolean }[]
  >;
};

/** The app's pool size (bench/demo-world.ts). */
const POOL = 20;

async function main() {
  const [databaseUrl, file] = process.argv.slice(2);
  if (!databaseUrl || !file) throw new Error('usage: limit.ts <database URL> <statements file>');
  const recorded = JSON.parse(readFileSync(file, 'utf8')) as Recorded;
  // As the app's pool: int8 as text (money in kobo).
  pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL });
  const page = Buffer.from(recorded.samplePage);
  const hello = Buffer.from(JSON.stringify({ success: true, data: { hello: 'world' } }));
  const sendJson = (res: ServerResponse, body: Buffer | string) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  };

  /** The request's statements in the order sent; one sent alongside the one before runs with it. */
  async function answer(url: string, rowsOnly: boolean) {
    const all = recorded.statements[url];
    if (!all) return null;
    // Only the page's rows, without its count: what deep pages are compared by.
    const statements = rowsOnly
      ? all.filter((s) => recorded.texts[s.text]!.includes('"page_ids"'))
      : all;
    const results: unknown[] = [];
    let wave: Promise<unknown>[] = [];
    for (const s of statements) {
      if (!s.alongside && wave.length) results.push(...(await Promise.all(wave)));
      if (!s.alongside) wave = [];
      const text = recorded.texts[s.text]!;
      wave.push(
        (s.arrays
          ? pool.query({ text, values: s.values, rowMode: 'array' as const })
          : pool.query(text, s.values)
        ).then((r) => r.rows),
      );
    }
    results.push(...(await Promise.all(wave)));
    return results;
  }

  let unknown = 0;
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/json') return sendJson(res, hello);
    if (url === '/page') return sendJson(res, page);
    answer(url, req.headers['x-rows-only'] === '1').then(
      (rows) => {
        if (!rows) {
          if (unknown++ === 0) process.stderr.write(`limit: no statements recorded for ${url}\n`);
          res.writeHead(404).end();
          return;
        }
        sendJson(res, JSON.stringify({ success: true, data: rows }));
      },
      (err: Error) => {
        res.writeHead(500).end(err.message);
      },
    );
  });
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}` })}\n`);
  });
  const stop = () => {
    server.close();
    void pool.end().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  setTimeout(stop, 20 * 60_000).unref();
}

await main();
