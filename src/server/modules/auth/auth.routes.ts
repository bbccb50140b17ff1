import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idSchema } from '#shared/schemas/envelope.ts';
import {
  changePasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  sessionSchema,
} from '#shared/schemas/users.ts';
import type { Config } from '../../config.ts';
import { ok } from '../../http.ts';
import { requireSelf } from '../../plugins/auth.ts';
import { routeLimit } from '../../plugins/rate-limit.ts';
import type { AuthService } from './auth.service.ts';
import { parseCookies } from '../../cookies.ts';

const noData = envelope(z.null());
const userParams = z.object({ id: idSchema });
const tags = ['users'];

/** Sign-up, login and passwords (kept under /users, docs/api.md#authentication). */
export async function authRoutes(
  app: FastifyInstance,
  { auth: service, config }: { auth: AuthService; config: Pick<Config, 'rateLimits'> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };

  r.post(
    '/users',
    {
      config: routeLimit(config.rateLimits.register),
      schema: {
        tags: ['auth'],
        summary: 'Register and log in',
        body: registerBodySchema,
        response: { 201: envelope(sessionSchema.extend({ isCheckout: z.boolean() })) },
      },
    },
    async (request, reply) => {
      const { deviceCookie, ...session } = await service.register(request.body);
      reply.header('set-cookie', deviceCookie);
      reply.status(201);
      return ok(
        { ...session, isCheckout: request.body.isCheckout },
        'Sign up successful, you are now logged in',
      );
    },
  );

  r.post(
    '/users/login',
    {
      config: routeLimit(config.rateLimits.login),
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail, phone or username',
        body: loginBodySchema,
        response: { 200: envelope(sessionSchema) },
      },
    },
    async (request, reply) => {
      const { deviceCookie, ...session } = await service.login(request.body, {
        address: request.ip,
        cookies: parseCookies(request.headers.cookie),
      });
      // This browser is now one the account knows (device cookies, see auth.service.ts).
      reply.header('set-cookie', deviceCookie);
      return ok(session, 'Login successful');
    },
  );

  r.put(
    '/users/:id/change-Password',
    {
      ...auth,
      schema: {
        tags,
        params: userParams,
        body: changePasswordBodySchema,
        response: { 200: noData },
      },
    },
    async (request) => {
      const userId = requireSelf(request, request.params.id);
      await service.changePassword(userId, request.body.currentPassword, request.body.newPassword);
      return ok(null, 'Password updated successfully, please login');
    },
  );

  r.post(
    '/users/:id/forget-password',
    {
      config: routeLimit(config.rateLimits.forgotPassword),
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset token; {id} is the e-mail, phone or username',
        params: z.object({ id: z.string().trim().min(1).max(254) }),
        response: { 200: noData },
      },
    },
    async (request) => {
      await service.forgotPassword(request.params.id, request.ip);
      return ok(null, 'A new token has been sent to your email!');
    },
  );

  r.post(
    '/users/reset-password',
    {
      config: routeLimit(config.rateLimits.forgotPassword),
      schema: { tags: ['auth'], body: resetPasswordBodySchema, response: { 200: noData } },
    },
    async (request) => {
      await service.resetPassword(request.body.token, request.body.newPassword);
      return ok(null, 'Password reset successfully, please login');
    },
  );
}
