import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Debian's PostgreSQL server programs (the newest version installed). */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type PostgresPair = {
  primaryUrl: (database: string) => string;
  standbyUrl: (database: string) => string;
  stopStandby: () => Promise<void>;
  startStandby: () => Promise<void>;
  /** Holds (or resumes) the standby's replay: it keeps receiving WAL but shows nothing new. */
  pauseReplay: () => Promise<void>;
  resumeReplay: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * A PostgreSQL primary and a streaming standby made from it with `pg_basebackup`, on loopback
 * ports of their own, in a temporary directory. PostgreSQL will not run as root, so as root the
 * tools run as the `postgres` user. Made for tests and benchmarks; `stop` removes everything.
 */
export async function startPostgresPair(): Promise<PostgresPair> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server programs are not installed (/usr/lib/postgresql)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'oja-pg-pair-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args], { cwd: dir })
      : run(path.join(bin, name), args, { cwd: dir });
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const primaryDir = path.join(dir, 'primary');
  const standbyDir = path.join(dir, 'standby');
  const options = (port: number) =>
    [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c wal_level=replica',
      '-c max_wal_senders=5',
      '-c hot_standby=on',
      '-c max_connections=200',
      // A standby query that blocks replay is cancelled within a second, not after 30 s.
      '-c max_standby_streaming_delay=1s',
    ].join(' ');
  const start = (data: string, port: number) =>
    tool('pg_ctl', ['-D', data, '-l', `${data}.log`, '-o', options(port), '-w', 'start']);
  const stopOne = async (data: string) => {
    await tool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => {});
  };
  const url = (port: number) => (database: string) =>
    `postgres://postgres@127.0.0.1:${port}/${database}`;
  const onStandby = async (sql: string) => {
    const client = new pg.Client({ connectionString: url(standbyPort)('postgres') });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  try {
    await tool('initdb', ['-D', primaryDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '-N']);
    await start(primaryDir, primaryPort);
    await tool('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', standbyDir, '-R', '-X', 'stream', '-c', 'fast', '-N'],
    ]);
    await start(standbyDir, standbyPort);
  } catch (err) {
    await stopOne(standbyDir);
    await stopOne(primaryDir);
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    primaryUrl: url(primaryPort),
    standbyUrl: url(standbyPort),
    stopStandby: () => stopOne(standbyDir),
    startStandby: async () => void (await start(standbyDir, standbyPort)),
    pauseReplay: () => onStandby('SELECT pg_wal_replay_pause()'),
    resumeReplay: () => onStandby('SELECT pg_wal_replay_resume()'),
    async stop() {
      await stopOne(standbyDir);
      await stopOne(primaryDir);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
