import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A development secret kept in DATA_DIR (readable by its owner alone): made once, then read back
 * on every start, so sessions and browsers' subscriptions outlive a restart.
 */
export function keptSecret(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = make();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
