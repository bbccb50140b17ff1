import { loadConfig, type Config } from '../src/server/config.ts';

/**
 * The configuration the soak's set-up and its app share (so tokens signed at set-up are valid
 * for the app): development, so the Paystack sandbox is served at `port`; per-IP limits on
 * registering and logging in lifted, card money spendable at once, tokens outlasting the run.
 */
export function soakConfig(port: number, dataDir: string): Config {
  const base = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(port),
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    API_KEYS: 'bench-key',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
  });
  const relaxed = { max: 1_000_000, timeWindowMs: 60_000 };
  return {
    ...base,
    accessTokenTtlSeconds: 3 * 3600,
    payments: { ...base.payments, cardHoldMs: 0 },
    rateLimits: { ...base.rateLimits, register: relaxed, login: relaxed },
  };
}
