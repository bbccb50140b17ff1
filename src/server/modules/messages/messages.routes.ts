import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idSchema } from '#shared/schemas/envelope.ts';
import {
  conversationListQuerySchema,
  conversationScopeSchema,
  conversationPageSchema,
  conversationSchema,
  messageBodySchema,
  messageListQuerySchema,
  messagePageSchema,
  messageSchema,
  startConversationBodySchema,
  startedConversationSchema,
  unreadCountSchema,
} from '#shared/schemas/messages.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { MessagesService } from './messages.service.ts';

const tags = ['messages'];
const params = z.object({ id: idSchema });
const one = { 200: envelope(conversationSchema) };

export async function messagesRoutes(
  app: FastifyInstance,
  { messages }: { messages: MessagesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };

  r.post(
    '/conversations',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Message a business as a shopper, optionally about one of its products or your order from it; the pair’s conversation is reused',
        body: startConversationBodySchema,
        response: { 201: envelope(startedConversationSchema) },
      },
    },
    async (request, reply) => {
      const started = await messages.start(currentUserId(request), request.body);
      reply.status(201);
      return ok(started, 'Message sent');
    },
  );
  r.get(
    '/conversations',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Your conversations with businesses, the latest first',
        querystring: conversationListQuerySchema,
        response: { 200: envelope(conversationPageSchema) },
      },
    },
    async (request) => ok(await messages.mine(currentUserId(request), request.query)),
  );
  r.get(
    '/conversations/unread-count',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Messages you have not read, as a shopper and in the businesses you own',
        response: { 200: envelope(unreadCountSchema) },
      },
    },
    async (request) => ok(await messages.unreadCounts(currentUserId(request))),
  );
  r.get(
    '/businesses/:id/conversations',
    {
      ...auth,
      schema: {
        tags,
        summary: 'A business’s inbox, for its owner, the latest conversation first',
        params,
        querystring: conversationListQuerySchema,
        response: { 200: envelope(conversationPageSchema) },
      },
    },
    async (request) =>
      ok(await messages.inbox(currentUserId(request), request.params.id, request.query)),
  );
  r.get(
    '/conversations/:id',
    {
      ...auth,
      schema: { tags, params, querystring: conversationScopeSchema, response: one },
    },
    async (request) =>
      ok(await messages.get(currentUserId(request), request.params.id, request.query)),
  );
  r.get(
    '/conversations/:id/messages',
    {
      ...auth,
      schema: {
        tags,
        summary: 'A conversation’s messages, newest first; `before` pages back from a message',
        params,
        querystring: messageListQuerySchema,
        response: { 200: envelope(messagePageSchema) },
      },
    },
    async (request) =>
      ok(await messages.messages(currentUserId(request), request.params.id, request.query)),
  );
  r.post(
    '/conversations/:id/messages',
    {
      ...auth,
      schema: {
        tags,
        params,
        querystring: conversationScopeSchema,
        body: messageBodySchema,
        response: { 201: envelope(messageSchema) },
      },
    },
    async (request, reply) => {
      const message = await messages.send(
        currentUserId(request),
        request.params.id,
        request.body,
        undefined,
        request.query,
      );
      reply.status(201);
      return ok(message, 'Message sent');
    },
  );
  r.put(
    '/conversations/:id/read',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Mark the conversation read',
        params,
        querystring: conversationScopeSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await messages.markRead(
          currentUserId(request),
          request.params.id,
          undefined,
          request.query,
        ),
      ),
  );
  for (const [method, on] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    r[method](
      '/conversations/:id/block',
      {
        ...auth,
        schema: {
          tags,
          summary: on
            ? 'The business stops the shopper’s messages'
            : 'The business accepts the shopper’s messages again',
          params,
          querystring: conversationScopeSchema,
          response: one,
        },
      },
      async (request) =>
        ok(
          await messages.setBlocked(currentUserId(request), request.params.id, on, request.query),
          on ? 'Shopper blocked' : 'Shopper unblocked',
        ),
    );
  }
}
