/**
 * A new Idempotency-Key: 128 random bits in hex (`crypto.randomUUID` needs a secure context,
 * which a LAN address is not).
 */
export const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
