/**
 * Roughly how many bytes of V8 heap a JSON-like value holds, for bounding caches in bytes
 * (docs/decisions/065-memory-bounds.md). It follows V8's layout on 64-bit builds with pointer
 * compression off: a string is a 16-byte header plus its characters (two bytes each once any is
 * outside Latin-1), an object a 24-byte header plus 8 per property, an array a 32-byte header
 * plus 8 per slot, a number outside the small-integer range a 16-byte box. Shared hidden classes
 * and strings interned elsewhere are counted as if owned, so it errs on the high side.
 */
export function estimateBytes(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return stringBytes(value);
    case 'number':
      return Number.isInteger(value) && Math.abs(value) < 2 ** 30 ? 0 : 16;
    case 'bigint':
      return 24;
    case 'object': {
      if (value === null) return 0;
      if (value instanceof Date) return 32;
      if (Array.isArray(value)) {
        let bytes = 32 + 8 * value.length;
        for (const item of value) bytes += estimateBytes(item);
        return bytes;
      }
      if (value instanceof Map) {
        let bytes = 48 + 24 * value.size;
        for (const [k, v] of value) bytes += estimateBytes(k) + estimateBytes(v);
        return bytes;
      }
      if (value instanceof Set) {
        let bytes = 48 + 16 * value.size;
        for (const v of value) bytes += estimateBytes(v);
        return bytes;
      }
      if (ArrayBuffer.isView(value)) return 64 + value.byteLength;
      let bytes = 24;
      for (const key in value) {
        bytes += 8 + estimateBytes((value as Record<string, unknown>)[key]);
      }
      return bytes;
    }
    default:
      return 0;
  }
}

/** A string's bytes: its header and characters, one byte each while all are Latin-1. */
export function stringBytes(s: string): number {
  // eslint-disable-next-line no-control-regex
  const wide = /[^\u0000-\u00ff]/.test(s);
  return 16 + (wide ? 2 : 1) * s.length;
}
