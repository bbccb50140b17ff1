/**
 * A Sentry DSN, `{protocol}://{public key}[:{secret}]@{host[:port]}{path}/{project id}`, taken
 * apart the way Sentry's SDKs read it (the project id is a number).
 */
export type Dsn = {
  /** `https://o1.ingest.sentry.io` (with the port when it is not the default one). */
  origin: string;
  /** Lower-case host name and port: what two DSNs of the same Sentry agree on. */
  host: string;
  /** A path before the project id (a self-hosted Sentry under a prefix), or ''. */
  path: string;
  projectId: string;
  publicKey: string;
};

/** The DSN's parts, or null when it is not a DSN a Sentry SDK would accept. */
export function parseDsn(text: string): Dsn | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.username || url.search || url.hash) return null;
  const segments = url.pathname.split('/');
  const projectId = segments.pop() ?? '';
  if (!/^\d+$/.test(projectId)) return null;
  return {
    origin: url.origin,
    host: url.host,
    path: segments.join('/'),
    projectId,
    publicKey: decodeURIComponent(url.username),
  };
}

/** The DSN as the browser may see it: its public key only, never a (legacy) secret. */
export const publicDsn = (dsn: Dsn): string =>
  `${dsn.origin.replace('://', `://${encodeURIComponent(dsn.publicKey)}@`)}${dsn.path}/${dsn.projectId}`;

/** Where Sentry takes envelopes for the DSN's project. */
export const envelopeEndpoint = (dsn: Dsn): string =>
  `${dsn.origin}${dsn.path}/api/${dsn.projectId}/envelope/`;

/** The same Sentry (host and port, path) and the same project: the key may differ. */
export const sameProject = (a: Dsn, b: Dsn): boolean =>
  a.host === b.host && a.path === b.path && a.projectId === b.projectId;
