import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idSchema } from '#shared/schemas/envelope.ts';
import {
  addressBodySchema,
  addressSchema,
  meSchema,
  phoneTokenBodySchema,
  switchAccountBodySchema,
  updateProfileBodySchema,
} from '#shared/schemas/users.ts';
import { badRequest } from '../../errors.ts';
import { ok } from '../../http.ts';
import { confirmSessionVersion, currentUserId, requireSelf } from '../../plugins/auth.ts';
import type { UsersService } from './users.service.ts';

const noData = envelope(z.null());
const userParams = z.object({ id: idSchema });
const tags = ['users'];

export async function usersRoutes(app: FastifyInstance, { users }: { users: UsersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };

  r.get(
    '/users/me',
    {
      ...auth,
      // Every page load asks for this: the token's session version is checked in the profile's
      // own query instead of a look-up of its own.
      config: { sessionVersionInHandler: true },
      schema: { tags, summary: 'The signed-in user', response: { 200: envelope(meSchema) } },
    },
    async (request) => {
      const userId = currentUserId(request);
      const { me, session } = await users.meInSession(userId, request.auth!.sessionId);
      confirmSessionVersion(request, session);
      return ok(me);
    },
  );

  r.put(
    '/users/:id',
    {
      ...auth,
      schema: {
        tags,
        params: userParams,
        body: updateProfileBodySchema,
        response: { 200: envelope(meSchema) },
      },
    },
    async (request) => {
      const userId = requireSelf(request, request.params.id);
      const { user, message } = await users.updateProfile(userId, request.body);
      return ok(user, message);
    },
  );

  r.post(
    '/users/:id/email-verification',
    { ...auth, schema: { tags, params: userParams, response: { 200: noData } } },
    async (request) => {
      await users.sendEmailVerification(requireSelf(request, request.params.id), request.ip);
      return ok(null, 'A verification link has been sent to your email');
    },
  );

  r.get(
    '/users/:id/verify/:token/email',
    {
      schema: {
        tags,
        params: z.object({ id: idSchema, token: z.string().min(20).max(200) }),
        response: { 200: noData },
      },
    },
    async (request) => {
      await users.verifyEmail(request.params.id, request.params.token);
      return ok(null, 'Email verified successfully');
    },
  );

  r.patch(
    '/users/:id/phone/:phone/number/:number/token',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Send a 6-digit code by SMS, or WhatsApp with isWhatAppChannel=true',
        params: z.object({ id: idSchema, phone: z.string().max(5), number: z.string().max(20) }),
        querystring: z.object({ isWhatAppChannel: z.enum(['true', 'false']).default('false') }),
        body: phoneTokenBodySchema.nullish(),
        response: { 200: noData },
      },
    },
    async (request) => {
      const userId = requireSelf(request, request.params.id);
      const body = request.body ?? {};
      if (body.userId && body.userId !== userId)
        throw badRequest({ userId: 'Does not match the account' });
      const whatsApp = request.query.isWhatAppChannel === 'true';
      const phoneCode =
        (whatsApp ? body.whatsAppCode : undefined) ?? body.phoneCode ?? request.params.phone;
      await users.sendPhoneToken(userId, {
        phoneCode,
        phoneNumber: request.params.number,
        whatsApp,
        address: request.ip,
      });
      return ok(null, `A verification code has been sent by ${whatsApp ? 'WhatsApp' : 'SMS'}`);
    },
  );

  r.patch(
    '/users/:id/phone/token/:token/verify',
    {
      ...auth,
      schema: {
        tags,
        params: z.object({
          id: idSchema,
          token: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
        }),
        response: { 200: noData },
      },
    },
    async (request) => {
      await users.verifyPhone(requireSelf(request, request.params.id), request.params.token);
      return ok(null, 'Phone verified successfully');
    },
  );

  r.post(
    '/users/:id/address',
    {
      ...auth,
      schema: {
        tags,
        params: userParams,
        body: addressBodySchema,
        response: { 201: envelope(addressSchema) },
      },
    },
    async (request, reply) => {
      const address = await users.addAddress(requireSelf(request, request.params.id), request.body);
      reply.status(201);
      return ok(address, 'Address created successfully');
    },
  );

  r.delete(
    '/users/:id/address/:addressId',
    {
      ...auth,
      schema: {
        tags,
        params: z.object({ id: idSchema, addressId: idSchema }),
        response: { 200: envelope(z.array(addressSchema)) },
      },
    },
    async (request) => {
      const userId = requireSelf(request, request.params.id);
      return ok(
        await users.deleteAddress(userId, request.params.addressId),
        'Address deleted successfully',
      );
    },
  );

  r.put(
    '/users/:id/address/:addressId/default',
    {
      ...auth,
      schema: {
        tags,
        params: z.object({ id: idSchema, addressId: idSchema }),
        response: { 200: envelope(z.array(addressSchema)) },
      },
    },
    async (request) => {
      const userId = requireSelf(request, request.params.id);
      return ok(
        await users.setDefaultAddress(userId, request.params.addressId),
        'Default address updated',
      );
    },
  );

  r.put(
    '/users/:id/active-account',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Act as Personal or as one of your businesses',
        params: userParams,
        body: switchAccountBodySchema,
        response: { 200: envelope(meSchema) },
      },
    },
    async (request) => {
      const userId = requireSelf(request, request.params.id);
      const user = await users.switchAccount(userId, request.body);
      return ok(user, `You are now using ${user.activeAccount.username}`);
    },
  );

  r.put(
    '/users/:id/creator',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Become a creator: publish posts',
        params: userParams,
        response: { 200: envelope(meSchema) },
      },
    },
    async (request) => {
      const userId = requireSelf(request, request.params.id);
      return ok(await users.becomeCreator(userId), 'You are now a creator');
    },
  );
}
