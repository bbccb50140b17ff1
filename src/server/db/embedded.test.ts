import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { startEmbeddedPostgres } from './embedded.ts';

const asRoot = os.userInfo().uid === 0;
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

// PostgreSQL never runs as root: as root, the cluster runs as the `postgres` system user.
describe.runIf(asRoot)('the embedded database started as root', () => {
  it('starts in a private data directory (mktemp -d gives 0700)', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oja-private-'));
    made.push(dataDir);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const pg = await startEmbeddedPostgres(path.join(dataDir, 'postgres'));
    await pg.stop();
    // Search permission only: others may pass through, not list it.
    expect(statSync(dataDir).mode & 0o777).toBe(0o701);
  }, 60_000);

  it('says in one line what to change when a folder above the data directory is closed', async () => {
    const closed = mkdtempSync(path.join(os.tmpdir(), 'oja-closed-'));
    made.push(closed);
    const dataDir = path.join(closed, 'data');
    mkdirSync(dataDir);
    const start = startEmbeddedPostgres(path.join(dataDir, 'postgres'));
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(/cannot enter .*oja-closed-.*: set DATA_DIR/);
  });
});
