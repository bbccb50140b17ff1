/** Where login lands when no page sent the user there: the shop. */
export const AFTER_LOGIN = '/shopper';

const HERE = 'http://oja.invalid';

/**
 * Only a path of this site is followed after login, never another site: `//evil.example`,
 * `/\evil.example` or a tab or newline between the slashes (which browsers drop) would leave
 * Oja, and `https:`, `javascript:` or `data:` addresses are not paths. The login pages themselves
 * are not a place to come back to. Anything else gives `fallback`.
 */
export function safeRedirect(target: string | null, fallback = AFTER_LOGIN): string {
  if (!target || !target.startsWith('/') || target.includes('\\')) return fallback;
  if ([...target].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  let url: URL;
  try {
    url = new URL(target, HERE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Checked again once resolved: `/..//evil.example` resolves to `//evil.example`.
  if (url.origin !== HERE || /^\/[/\\]/.test(path) || /^\/auth(\/|$)/.test(url.pathname))
    return fallback;
  return path;
}
