import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http.ts';
import type { OutboxMessage } from './outbox.repo.ts';
import type { OutboxService } from './outbox.service.ts';
import { escapeHtml as escape } from '../../html.ts';

function page(messages: OutboxMessage[]): string {
  const items = messages
    .map(
      (
        m,
      ) => `<article><header><strong>${escape(m.channel.toUpperCase())}</strong> to ${escape(m.recipient)}
<time>${escape(new Date(m.createdAt).toLocaleString('en-NG'))}</time></header>
${m.subject ? `<h2>${escape(m.subject)}</h2>` : ''}${Object.entries(m.headers ?? {})
        .map(([k, v]) => `<p class="h">${escape(k)}: ${escape(v)}</p>`)
        .join('')}<pre>${escape(m.body)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Oja dev outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#1a1b2e}
article{border:1px solid #d9dbe8;border-radius:8px;padding:12px 16px;margin:12px 0}
header{display:flex;gap:8px;flex-wrap:wrap;font-size:14px}time{color:#5c5f7a;margin-left:auto}
h2{font-size:16px;margin:8px 0}.h{font:12px monospace;color:#5c5f7a;margin:2px 0;word-break:break-all}pre{white-space:pre-wrap;word-break:break-word;font-size:14px}</style></head>
<body><h1>Outbox</h1><p>E-mail, SMS and WhatsApp messages the app would have sent, newest first.
<a href="/dev/outbox.json">JSON</a></p>${items || '<p>No messages yet.</p>'}</body></html>`;
}

/** Development only: what would have been sent, so e-mail and phone flows work without providers. */
export async function outboxRoutes(
  app: FastifyInstance,
  { outbox }: { outbox: OutboxService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const query = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
  r.get('/dev/outbox', { schema: { hide: true, querystring: query } }, async (request, reply) => {
    const messages = await outbox.latest(request.query.limit);
    return reply.type('text/html; charset=utf-8').send(page(messages));
  });
  r.get('/dev/outbox.json', { schema: { hide: true, querystring: query } }, async (request) =>
    ok(await outbox.latest(request.query.limit)),
  );
}
