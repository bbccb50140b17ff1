import type { FastifyInstance } from 'fastify';

/** A `fetch` answered by an app through `inject`, so no socket is needed. */
export function fetchThrough(target: () => FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input));
    const res = await target().inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: init?.body ? String(init.body) : undefined,
    });
    return new Response(res.rawPayload.length ? new Uint8Array(res.rawPayload) : null, {
      status: res.statusCode,
      headers: res.headers as Record<string, string>,
    });
  };
}
