import webpush from 'web-push';
import { ConfigError, type Env } from './config-env.ts';
import type { WebPushSettings } from './config-types.ts';
import { keptSecret } from './data-dir-secret.ts';

/**
 * Web Push's keys: from the settings, else, in development, a pair made on first start and kept
 * in DATA_DIR (so browsers' subscriptions outlive a restart). Production without them has no push.
 */
export function webPushSettings(
  e: Env,
  dataDir: string,
  production: boolean,
): WebPushSettings | undefined {
  const hosts = e.WEB_PUSH_HOSTS.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const settings = (keys: { publicKey: string; privateKey: string }) => ({
    ...keys,
    subject: e.WEB_PUSH_SUBJECT,
    hosts,
  });
  if (e.WEB_PUSH_PUBLIC_KEY || e.WEB_PUSH_PRIVATE_KEY) {
    if (!e.WEB_PUSH_PUBLIC_KEY || !e.WEB_PUSH_PRIVATE_KEY)
      throw new ConfigError(
        'WEB_PUSH_PUBLIC_KEY and WEB_PUSH_PRIVATE_KEY are set together, or neither.',
      );
    return settings({ publicKey: e.WEB_PUSH_PUBLIC_KEY, privateKey: e.WEB_PUSH_PRIVATE_KEY });
  }
  if (production) return undefined;
  const kept = keptSecret(dataDir, 'web-push-keys.json', () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  return settings(JSON.parse(kept) as { publicKey: string; privateKey: string });
}
