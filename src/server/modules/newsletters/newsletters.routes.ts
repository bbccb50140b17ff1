import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#shared/schemas/envelope.ts';
import {
  newsletterBodySchema,
  newsletterBusinessParamsSchema,
  newsletterListQuerySchema,
  newsletterPageSchema,
  newsletterParamsSchema,
  newsletterPatchSchema,
  newsletterPreviewSchema,
  newsletterSchema,
  newsletterSubscriptionSchema,
  newsletterTokenBodySchema,
  subscribeBodySchema,
  subscribersSchema,
} from '#shared/schemas/newsletters.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { NewslettersService } from './newsletters.service.ts';

const tags = ['newsletters'];
const one = { 200: envelope(newsletterSchema) };

export async function newslettersRoutes(
  app: FastifyInstance,
  deps: { newsletters: NewslettersService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { newsletters } = deps;
  const auth = { preValidation: app.requireUser };

  r.post(
    '/subscribe_to_newsletter',
    {
      schema: {
        tags,
        summary:
          "Subscribe to a business's newsletter (`vendorId`): a confirmation link is e-mailed first. A signed-in user's own e-mail is used unless another is given; the answer is the same for anyone already subscribed.",
        body: subscribeBodySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) =>
      ok(null, await newsletters.subscribe(request.auth?.userId ?? null, request.body, request.ip)),
  );

  for (const [path, action, message] of [
    ['confirm', 'confirm', 'Your subscription is confirmed'],
    ['unsubscribe', 'unsubscribe', 'You are unsubscribed'],
  ] as const)
    r.post(
      `/newsletters/${path}`,
      {
        schema: {
          tags,
          summary: `${path === 'confirm' ? 'Confirm a subscription' : 'Leave a newsletter'} with the link's token from its e-mail`,
          body: newsletterTokenBodySchema,
          response: { 200: envelope(newsletterSubscriptionSchema) },
        },
      },
      async (request) => ok(await newsletters[action](request.body.token), message),
    );

  r.get(
    '/businesses/:businessId/newsletter/subscribers',
    {
      ...auth,
      schema: {
        tags,
        summary: "The owner's subscribers, newest change first, with how many confirmed",
        params: newsletterBusinessParamsSchema,
        querystring: newsletterListQuerySchema,
        response: { 200: envelope(subscribersSchema) },
      },
    },
    async (request) =>
      ok(
        await newsletters.subscribers(
          currentUserId(request),
          request.params.businessId,
          request.query.page,
          request.query.limit,
        ),
      ),
  );

  r.get(
    '/businesses/:businessId/newsletters',
    {
      ...auth,
      schema: {
        tags,
        summary: "The business's newsletters, newest first: drafts, sending and sent",
        params: newsletterBusinessParamsSchema,
        querystring: newsletterListQuerySchema,
        response: { 200: envelope(newsletterPageSchema) },
      },
    },
    async (request) =>
      ok(
        await newsletters.list(
          currentUserId(request),
          request.params.businessId,
          request.query.page,
          request.query.limit,
        ),
      ),
  );

  r.post(
    '/businesses/:businessId/newsletters',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Write a newsletter (a draft): text and products from the catalogue',
        params: newsletterBusinessParamsSchema,
        body: newsletterBodySchema,
        response: { 201: envelope(newsletterSchema) },
      },
    },
    async (request, reply) => {
      const made = await newsletters.create(
        currentUserId(request),
        request.params.businessId,
        request.body,
      );
      reply.status(201);
      return ok(made, 'Draft saved');
    },
  );

  r.get(
    '/businesses/:businessId/newsletters/:newsletterId',
    {
      ...auth,
      schema: { tags, summary: 'One newsletter', params: newsletterParamsSchema, response: one },
    },
    async (request) =>
      ok(
        await newsletters.get(
          currentUserId(request),
          request.params.businessId,
          request.params.newsletterId,
        ),
      ),
  );

  r.patch(
    '/businesses/:businessId/newsletters/:newsletterId',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Change a draft (409 once sent)',
        params: newsletterParamsSchema,
        body: newsletterPatchSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await newsletters.update(
          currentUserId(request),
          request.params.businessId,
          request.params.newsletterId,
          request.body,
        ),
        'Draft saved',
      ),
  );

  r.delete(
    '/businesses/:businessId/newsletters/:newsletterId',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Delete a draft (409 once sent)',
        params: newsletterParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await newsletters.remove(
        currentUserId(request),
        request.params.businessId,
        request.params.newsletterId,
      );
      return ok(null, 'Draft deleted');
    },
  );

  r.get(
    '/businesses/:businessId/newsletters/:newsletterId/preview',
    {
      ...auth,
      schema: {
        tags,
        summary: 'The e-mail as a subscriber will read it',
        params: newsletterParamsSchema,
        response: { 200: envelope(newsletterPreviewSchema) },
      },
    },
    async (request) =>
      ok(
        await newsletters.preview(
          currentUserId(request),
          request.params.businessId,
          request.params.newsletterId,
        ),
      ),
  );

  r.post(
    '/businesses/:businessId/newsletters/:newsletterId/send',
    {
      ...auth,
      schema: {
        tags,
        summary:
          "Send a draft to every confirmed subscriber, once each, a few a minute; within the plan's newsletters a month",
        params: newsletterParamsSchema,
        response: { 200: envelope(newsletterSchema) },
      },
    },
    async (request) => {
      const { queued, newsletter } = await newsletters.send(
        currentUserId(request),
        request.params.businessId,
        request.params.newsletterId,
      );
      return ok(newsletter, `Sending to ${queued} ${queued === 1 ? 'subscriber' : 'subscribers'}`);
    },
  );
}

/** One tap on "Unsubscribe" in a mail app posts to the link itself (RFC 8058). */
export async function oneClickUnsubscribeRoute(
  app: FastifyInstance,
  deps: { newsletters: NewslettersService },
) {
  // Mail apps post `List-Unsubscribe=One-Click` as a form; the link itself says who leaves.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/newsletter/unsubscribe/:token',
    {
      schema: {
        hide: true,
        params: z.object({ token: newsletterTokenBodySchema.shape.token }),
      },
    },
    async (request, reply) => {
      const { business } = await deps.newsletters.unsubscribe(request.params.token);
      return reply
        .type('text/plain; charset=utf-8')
        .send(`You are unsubscribed from ${business.name}'s newsletter.`);
    },
  );
}
