import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../errors.ts';

const NUL = '\u0000';
export const NUL_MESSAGE = 'Must not contain a NUL character';

/**
 * The first field (dotted path, like validation errors name them) whose text or key holds a NUL
 * character, walking without recursion so deeply nested input cannot exhaust the stack.
 */
export function fieldWithNul(value: unknown, context: string): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes(NUL)) return path || context;
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push([v[i], path ? `${path}.${i}` : String(i)]);
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (k.includes(NUL)) return path || context;
        stack.push([x, path ? `${path}.${k}` : k]);
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
