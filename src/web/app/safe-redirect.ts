/** Only same-site paths are followed after login. */
export function safeRedirect(target: string | null, fallback = '/shopper/account'): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : fallback;
}
