import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#shared/schemas/envelope.ts';
import { newsSubscriptionSchema, newsTokenBodySchema } from '#shared/schemas/news.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { NewsService } from './news.service.ts';

const tags = ['news'];

/** A person's choice of Oja's news, and the e-mail's way out. */
export async function newsRoutes(app: FastifyInstance, deps: { news: NewsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };
  const answer = { 200: envelope(newsSubscriptionSchema) };

  r.get(
    '/users/news-subscription',
    {
      ...auth,
      schema: { tags, summary: "Whether the user gets Oja's news by e-mail", response: answer },
    },
    async (request) => ok(await deps.news.subscription(currentUserId(request))),
  );

  r.put(
    '/users/news-subscription',
    {
      ...auth,
      schema: {
        tags,
        summary: "Turn Oja's news by e-mail on or off (off until the user turns it on)",
        body: newsSubscriptionSchema,
        response: answer,
      },
    },
    async (request) => {
      const { subscribed } = request.body;
      const saved = await deps.news.setSubscription(currentUserId(request), subscribed);
      return ok(saved, subscribed ? 'You will get Oja’s news by e-mail' : 'No more news e-mails');
    },
  );

  r.post(
    '/news/unsubscribe',
    {
      schema: {
        tags,
        summary: "Stop Oja's news with the link from one of its e-mails (no sign-in)",
        body: newsTokenBodySchema,
        response: answer,
      },
    },
    async (request) =>
      ok(await deps.news.unsubscribe(request.body.token), 'You will get no more news from Oja'),
  );
}

/** One tap on "Unsubscribe" in a mail app posts to the link itself (RFC 8058). */
export async function newsOneClickRoute(app: FastifyInstance, deps: { news: NewsService }) {
  // Mail apps post `List-Unsubscribe=One-Click` as a form; the link itself says who leaves.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/news/unsubscribe/:token',
      { schema: { hide: true, params: z.object({ token: newsTokenBodySchema.shape.token }) } },
      async (request, reply) => {
        await deps.news.unsubscribe(request.params.token);
        return reply.type('text/plain; charset=utf-8').send('You will get no more news from Oja.');
      },
    );
}
