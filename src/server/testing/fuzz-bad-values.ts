import type { Random } from './fuzz-inputs.ts';

// The malformed values the API fuzz test swaps into plausible requests.

const deepObject = (depth: number) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};
const deepArray = (depth: number) => {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** Strings that have broken servers: NUL, lone surrogates, control and direction characters, … */
export const BAD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'abc\u0000def',
  '%00',
  '\ud800',
  'a\udfffb',
  '\uffff\ufffe',
  '\u202eevil\u202c',
  '\u200b\u200d\ufeff',
  '\u0007\u001b[31m\r\n',
  'Ọjà Ìbàdàn ẹ̀wà',
  '😀'.repeat(200),
  'x'.repeat(5000),
  'y'.repeat(70_000),
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%2e%2e%2f',
  '{{7*7}}${7*7}',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x1F',
  'true',
  'null',
  '__proto__',
  '2024-02-30,2024-13-01',
  ',',
  'not-an-id',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '0192f1c4-a0b1-7c2d-8e3f-123456789abc\u0000',
  '0192F1C4-A0B1-7C2D-8E3F-123456789ABC',
  '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
] as const;

export const BAD_NUMBERS = [
  -1,
  0,
  0.5,
  -0.0001,
  1.005,
  123.456,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  -1e21,
  1e308,
  Number.MIN_VALUE,
] as const;

/** Any JSON value of the wrong kind, including deep nesting. */
export function badValue(rnd: Random): unknown {
  const kind = rnd.int(10);
  if (kind < 4) return rnd.pick(BAD_STRINGS);
  if (kind < 7) return rnd.pick(BAD_NUMBERS);
  return rnd.pick<() => unknown>([
    () => null,
    () => true,
    () => false,
    () => [],
    () => ({}),
    () => [rnd.pick(BAD_STRINGS), rnd.pick(BAD_NUMBERS)],
    () => JSON.parse('{"$gt":"","__proto__":{"admin":true}}') as unknown,
    () => Array.from({ length: 2000 }, (_, i) => i),
    () => deepObject(rnd.pick([50, 500, 3000])),
    () => deepArray(rnd.pick([50, 500, 3000])),
  ])();
}

/** Query and path values are strings: the malformed ones for those places. */
export function badText(rnd: Random): string {
  if (rnd.chance(0.15)) return String(rnd.pick(BAD_NUMBERS));
  const s = rnd.pick(BAD_STRINGS);
  // A URL over ~64 kB is a transport problem, not a validation one: keep query values shorter.
  return s.length > 6000 ? s.slice(0, 6000) : s;
}
