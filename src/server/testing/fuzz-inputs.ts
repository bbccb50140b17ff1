/**
 * Input generators for the API fuzz test: plausible values read from the OpenAPI (JSON Schema)
 * document, and the paths where malformed values (fuzz-bad-values.ts) are swapped into them.
 * Everything comes from one seeded generator, so a run is repeatable.
 */

export type Schema = {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
};

/** mulberry32: small, fast and good enough to pick test inputs. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[int(items.length)]!,
    /** A UUIDv7-shaped id nobody has (time and random bits from this generator). */
    uuidv7: () => {
      const hex = (n: number) => Array.from({ length: n }, () => int(16).toString(16)).join('');
      return `${hex(8)}-${hex(4)}-7${hex(3)}-${'89ab'[int(4)]}${hex(3)}-${hex(12)}`;
    },
  };
}
export type Random = ReturnType<typeof createRandom>;

/** Ids that exist in the fuzzed database, by the kind of thing they name; `self` is the caller. */
export type KnownIds = { self: () => string | undefined; byKind: Record<IdKind, string[]> };

const ID_KINDS = [
  ['address', 'addresses'],
  ['transaction', 'transactions'],
  ['order', 'orders'],
  ['review', 'reviews'],
  ['business', 'businesses'],
  ['product', 'products'],
  ['resale', 'products'],
  ['categor', 'categories'],
  ['user', 'users'],
  ['customer', 'users'],
] as const;
export type IdKind = (typeof ID_KINDS)[number][1];
export const emptyKnownIds = (): KnownIds => ({
  self: () => undefined,
  byKind: Object.fromEntries(ID_KINDS.map(([, kind]) => [kind, []])) as unknown as Record<
    IdKind,
    string[]
  >,
});

const first = (s: Schema): Schema => {
  const options = s.oneOf ?? s.anyOf;
  if (options) return first(options.find((o) => o.type !== 'null') ?? options[0]!);
  if (s.allOf?.length) return Object.assign({}, ...s.allOf.map(first)) as Schema;
  return s;
};

/** Plausible values for well-known field names, so requests reach the services. */
function byName(name: string, rnd: Random, known: KnownIds): string | undefined {
  const n = name.toLowerCase();
  if (n.includes('email')) return `fuzz${rnd.int(1e6)}@example.ng`;
  if (n === 'phonecode' || n === 'whatsappcode') return '+234';
  if (n.includes('phone') || n === 'number') return `0803${String(1e6 + rnd.int(9e6))}`;
  if (n === 'handle' || n === 'username') return `fuzz_${rnd.int(1e6)}`;
  if (n.includes('password')) return 'fuzz-guess-password-9';
  if (n === 'state') return rnd.pick(['Lagos', 'Oyo', 'Kano', 'FCT']);
  if (n === 'country' || n === 'iso') return 'NG';
  if (n.includes('daterange')) return '2024-01-01,2030-12-31';
  if (n === 'city') return 'Ikeja';
  if (n === 'street') return '12 Admiralty Way';
  if (n === 'token') return rnd.chance(0.5) ? String(100000 + rnd.int(900000)) : 'a'.repeat(40);
  if (n.endsWith('ids')) return [rnd.uuidv7(), pickId(n, rnd, known)].join(',');
  return undefined;
}

/**
 * A real id when one fits the hint (a field name, or `segment/param` for a path parameter such as
 * `businesses/id`), else an unknown UUIDv7.
 */
export function pickId(hint: string, rnd: Random, known: KnownIds): string {
  const h = hint.toLowerCase();
  const kind = ID_KINDS.find(([word]) => h.includes(word))?.[1];
  const pool = kind ? known.byKind[kind] : Object.values(known.byKind).flat();
  const self = known.self();
  if (self && kind === 'users' && rnd.chance(0.6)) return self;
  return pool.length && rnd.chance(0.8) ? rnd.pick(pool) : rnd.uuidv7();
}

const STRING_SAMPLES = [
  '123456',
  'fuzz_value',
  'Lagos',
  'NG',
  '+234',
  '08031234567',
  'true',
  'Adire fabric',
  '2024-01-01,2030-12-31',
  'success',
];

/** Text at the edge of what a schema allows: as long as allowed, in multi-byte characters. */
const EDGE_CHARS = ['x', 'é', 'ẹ', '😀', '漢'];

function plausibleString(
  s: Schema,
  name: string,
  rnd: Random,
  known: KnownIds,
  extreme: boolean,
): string {
  if (s.format === 'uuid') return pickId(name, rnd, known);
  if (s.format === 'email') return `fuzz${rnd.int(1e6)}@example.ng`;
  if (s.format === 'date-time') return new Date(Date.UTC(2025, 0, 1 + rnd.int(300))).toISOString();
  if (s.format === 'date') return '2025-06-15';
  if (extreme && !s.pattern) {
    const length = rnd.chance(0.8) ? Math.min(s.maxLength ?? 5000, 5000) : (s.minLength ?? 0);
    return Array.from({ length }, () => rnd.pick(EDGE_CHARS))
      .join('')
      .slice(0, length);
  }
  const field = name.split('/').pop() ?? '';
  let value = byName(field, rnd, known) ?? `${field || 'value'} ${rnd.int(1000)}`;
  if (s.pattern) {
    const re = new RegExp(s.pattern);
    if (!re.test(value)) value = STRING_SAMPLES.find((x) => re.test(x)) ?? value;
  }
  const min = s.minLength ?? 0;
  if (value.length < min) value = value.padEnd(min, 'x');
  if (s.maxLength !== undefined && value.length > s.maxLength) value = value.slice(0, s.maxLength);
  return value;
}

function plausibleNumber(s: Schema, rnd: Random, extreme: boolean): number {
  const min = s.minimum ?? (extreme ? -(2 ** 31) : 0);
  const max = s.maximum ?? (extreme ? rnd.pick([2 ** 31, 1e15]) : 1000);
  let value = extreme
    ? rnd.pick([min, max, max - (s.multipleOf ?? 1), 2 ** 31 - 1, 2 ** 31])
    : rnd.pick([
        min,
        Math.min(max, min + 100),
        min + (Math.min(max, min + 100_000) - min) * rnd.next(),
      ]);
  if (s.type === 'integer') value = Math.round(value);
  else if (s.multipleOf) value = Math.round(value / s.multipleOf) * s.multipleOf;
  return Math.max(min, Math.min(value, max));
}

/**
 * A value that should pass the schema (best effort: patterns are matched from samples). `extreme`
 * takes every value to the edge of what is allowed: longest strings, largest numbers, full arrays.
 */
export function plausible(
  schema: Schema,
  rnd: Random,
  known: KnownIds,
  name = '',
  extreme = false,
  depth = 0,
): unknown {
  const s = first(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum) return rnd.pick(s.enum);
  if (s.nullable && rnd.chance(0.1)) return null;
  switch (s.type) {
    case 'string':
      return plausibleString(s, name, rnd, known, extreme);
    case 'integer':
    case 'number':
      return plausibleNumber(s, rnd, extreme);
    case 'boolean':
      return rnd.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      const max = Math.min(s.maxItems ?? 3, extreme ? 30 : 3);
      const count = Math.max(s.minItems ?? 0, extreme ? max : rnd.int(max + 1));
      return Array.from({ length: depth > 4 ? (s.minItems ?? 0) : count }, () =>
        plausible(s.items ?? {}, rnd, known, name.replace(/s$/, ''), extreme, depth + 1),
      );
    }
    case 'object':
    default: {
      if (!s.properties) return s.type === 'object' ? {} : 'value';
      const out: Record<string, unknown> = {};
      const required = new Set(s.required ?? []);
      for (const [key, prop] of Object.entries(s.properties)) {
        if (required.has(key) || rnd.chance(extreme ? 0.9 : 0.4))
          out[key] = plausible(prop, rnd, known, key, extreme, depth + 1);
      }
      return out;
    }
  }
}

/** The paths to every value inside a JSON value (objects and arrays), the root excluded. */
export function valuePaths(value: unknown, limit = 200): (string | number)[][] {
  const out: (string | number)[][] = [];
  const stack: { v: unknown; path: (string | number)[] }[] = [{ v: value, path: [] }];
  while (stack.length && out.length < limit) {
    const { v, path } = stack.pop()!;
    if (path.length) out.push(path);
    if (Array.isArray(v)) v.forEach((x, i) => stack.push({ v: x, path: [...path, i] }));
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) stack.push({ v: x, path: [...path, k] });
  }
  return out;
}

/** A copy of `value` with the value at `path` replaced (or removed when `replacement` is REMOVE). */
export const REMOVE = Symbol('remove');
export function replaceAt(
  value: unknown,
  path: (string | number)[],
  replacement: unknown,
): unknown {
  if (!path.length) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && replacement === REMOVE) copy.splice(head as number, 1);
    else copy[head as number] = replaceAt(copy[head as number], rest, replacement);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (rest.length === 0 && replacement === REMOVE) delete copy[head as string];
  else copy[head as string] = replaceAt(copy[head as string], rest, replacement);
  return copy;
}
