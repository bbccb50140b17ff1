const KEY = 'oja-visitor';

/**
 * This browser's random id, kept across visits: the server counts a product view once a day per
 * browser with it. Not a secret and not tied to the account. Null where storage is refused.
 */
export function visitorId(): string | null {
  try {
    const kept = localStorage.getItem(KEY);
    if (kept) return kept;
    // A version-4 UUID from random bytes (`crypto.randomUUID` needs a secure context).
    const b = crypto.getRandomValues(new Uint8Array(16));
    b[6] = (b[6]! & 0x0f) | 0x40;
    b[8] = (b[8]! & 0x3f) | 0x80;
    const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
    const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    localStorage.setItem(KEY, id);
    return id;
  } catch {
    return null;
  }
}
