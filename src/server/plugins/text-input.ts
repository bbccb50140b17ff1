import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../errors.ts';

const NUL = '\u0000';
export const NUL_MESSAGE = 'Must not contain a NUL character';

type Container = { value: object; parent: Container | null; key: string | number };

/** `a.0.b` for the key under a container (named only once something is found), kept short. */
function pathOf(at: Container | null, key: string | number | null, context: string): string {
  const keys: (string | number)[] = key === null ? [] : [key];
  for (let c = at; c?.parent; c = c.parent) keys.push(c.key);
  const path = keys.reverse().join('.');
  if (!path) return context;
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

/**
 * The first field (dotted path, like validation errors name them) whose text or key holds a NUL
 * character. Walks without recursion, so deeply nested input cannot exhaust the stack.
 */
export function fieldWithNul(value: unknown, context: string): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? context : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  const stack: Container[] = [{ value, parent: null, key: '' }];
  while (stack.length) {
    const at = stack.pop()!;
    const v = at.value as Record<string | number, unknown>;
    const keys = Array.isArray(v) ? null : Object.keys(v);
    const length = keys ? keys.length : (at.value as unknown[]).length;
    for (let i = 0; i < length; i++) {
      const key = keys ? keys[i]! : i;
      if (typeof key === 'string' && key.includes(NUL)) return pathOf(at, null, context);
      const child = v[key];
      if (typeof child === 'string') {
        if (child.includes(NUL)) return pathOf(at, key, context);
      } else if (child !== null && typeof child === 'object') {
        stack.push({ value: child, parent: at, key });
      }
    }
  }
  return null;
}

function nulField(request: FastifyRequest): string | null {
  // Path and query text can only carry NUL percent-encoded.
  const fromUrl = request.url.includes('%00')
    ? (fieldWithNul(request.params, 'params') ?? fieldWithNul(request.query, 'querystring'))
    : null;
  return fromUrl ?? fieldWithNul(request.body, 'body');
}

/**
 * PostgreSQL cannot store NUL in text or JSON, and no field of Oja means to hold it: every request
 * with one in its path, query or body is refused as a validation error before any route runs.
 */
export function registerTextInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const field = nulField(request);
    done(field === null ? undefined : badRequest({ [field]: NUL_MESSAGE }));
  });
}
