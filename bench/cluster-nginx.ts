import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

const SITE = path.resolve(import.meta.dirname, '../deploy/nginx/oja.conf');

/**
 * deploy/nginx/oja.conf as the cluster benchmark runs it: its upstream names this machine's
 * instances, it listens on a loopback port, and without certificates it speaks plain HTTP.
 * Everything else (timeouts, retries, headers) is the file's own.
 */
export function siteForLoopback(port: number, instances: number[]): string {
  const site = readFileSync(SITE, 'utf8');
  const servers = instances
    .map((p) => `  server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`)
    .join('\n');
  const local = site
    .replace(/(upstream oja \{\n)(?:\s*server .*;\n)+/, `$1${servers}\n`)
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${port};`)
    .replace(/\n\s*ssl_certificate(_key)? .*;/g, '');
  if (local === site || local.includes('10.0.0.') || local.includes('ssl'))
    throw new Error(`${SITE} no longer has the upstream, listen and ssl lines this bench replaces`);
  return local;
}

/** Debian's nginx with that site, in `dir`, until `stop`. */
export async function startNginx(dir: string, port: number, instances: number[]) {
  mkdirSync(dir, { recursive: true });
  // Its workers run as nobody: the temporary files of request bodies (uploads) live here.
  chmodSync(dir, 0o777);
  writeFileSync(path.join(dir, 'oja.conf'), siteForLoopback(port, instances));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `error_log ${dir}/error.log error;`,
      `pid ${dir}/nginx.pid;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${dir}/body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      `  include ${dir}/oja.conf;`,
      '}',
    ].join('\n'),
  );
  const child = spawn(
    'nginx',
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; ; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) break;
    if (i > 50 || child.exitCode !== null) throw new Error('nginx did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
