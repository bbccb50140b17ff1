import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { siteForLoopback } from '../../bench/cluster-nginx.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

it('docs/deploy.md shows the nginx configuration that bench:cluster runs, as it is', () => {
  const shown = /```nginx\n([\s\S]*?)```/.exec(read('docs/deploy.md'))?.[1];
  expect(shown).toBe(read('deploy/nginx/oja.conf'));
});

it('runs that configuration on loopback with only its addresses changed', () => {
  const local = siteForLoopback(8080, [3001, 3002, 3003]);
  expect(local).toContain('listen 127.0.0.1:8080;');
  expect(local.match(/server 127\.0\.0\.1:300\d/g)).toHaveLength(3);
  expect(local).not.toContain('ssl_certificate');
  expect(local).toContain('proxy_next_upstream error timeout http_502 http_503;');
});
