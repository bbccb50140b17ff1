import { z } from 'zod';
import { PLAN_CODES } from '../constants.ts';
import {
  ACCOUNT_TYPES,
  DEFAULT_COUNTRY,
  DEFAULT_PHONE_CODE,
  PAYMENT_CHARGE_MODES,
  ROLES,
} from '../constants.ts';
import { LOGIN_PASSWORD, LOGIN_USERNAME, RESET_TOKEN } from '../validation/auth.ts';
import {
  CURRENT_PASSWORD,
  EMAIL,
  FIRST_NAME,
  HANDLE,
  LAST_NAME,
  PASSWORD,
  PHONE_CODE,
  PHONE_NUMBER,
  RECIPIENT_NAME,
} from '../validation/people.ts';
import { CITY, STATE, STREET } from '../validation/addresses.ts';
import { idSchema, patchOf } from './envelope.ts';
import { emailTextSchema, textSchema } from './rules.ts';

export const emailSchema = emailTextSchema(EMAIL);

export const handleSchema = textSchema(HANDLE);

export const passwordSchema = textSchema(PASSWORD);

export const phoneCodeSchema = textSchema(PHONE_CODE);

/** Digits as typed; the service normalises them (see `normalizePhoneNumber`). */
export const phoneNumberSchema = textSchema(PHONE_NUMBER);

export const registerBodySchema = z.object({
  firstName: textSchema(FIRST_NAME),
  lastName: textSchema(LAST_NAME),
  email: emailSchema,
  phoneCode: phoneCodeSchema.default(DEFAULT_PHONE_CODE),
  phoneNumber: phoneNumberSchema,
  handle: handleSchema,
  password: passwordSchema,
  referralCode: z.string().trim().max(32).optional(),
  isCheckout: z.boolean().default(false),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  username: textSchema(LOGIN_USERNAME),
  password: textSchema(LOGIN_PASSWORD),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const updateProfileBodySchema = patchOf(
  z.object({
    firstName: textSchema(FIRST_NAME),
    lastName: textSchema(LAST_NAME),
    email: emailSchema,
    handle: handleSchema,
    bio: z.string().trim().max(300, 'Bio must be at most 300 characters').nullable(),
    /** A picture the user uploaded (POST uploads), or null to go back to their initials. */
    avatar: z.string().trim().min(1).max(500).nullable(),
    paymentChargeMode: z.enum(PAYMENT_CHARGE_MODES),
  }),
);
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: textSchema(CURRENT_PASSWORD),
  newPassword: passwordSchema,
});

export const resetPasswordBodySchema = z.object({
  token: textSchema(RESET_TOKEN),
  newPassword: passwordSchema,
});

export const phoneTokenBodySchema = z
  .object({
    userId: idSchema,
    phoneCode: phoneCodeSchema,
    phoneNumber: phoneNumberSchema,
    whatsAppCode: phoneCodeSchema,
  })
  .partial();

export const addressBodySchema = z.object({
  label: z.string().trim().max(40).optional(),
  recipientName: textSchema(RECIPIENT_NAME),
  phone: phoneNumberSchema,
  street: textSchema(STREET),
  city: textSchema(CITY),
  lga: z.string().trim().max(80).optional(),
  state: textSchema(STATE),
  country: z.string().trim().length(2).toUpperCase().default(DEFAULT_COUNTRY),
  landmark: z.string().trim().max(120).optional(),
});
export type AddressBody = z.infer<typeof addressBodySchema>;

export const switchAccountBodySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(ACCOUNT_TYPES.PERSONAL) }),
  z.object({ type: z.literal(ACCOUNT_TYPES.BUSINESS), businessId: idSchema }),
]);
export type SwitchAccountBody = z.infer<typeof switchAccountBodySchema>;

export const addressSchema = z.object({
  _id: z.string(),
  label: z.string().nullable(),
  recipientName: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  lga: z.string().nullable(),
  state: z.string(),
  country: z.string(),
  landmark: z.string().nullable(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** What others may see of a user next to a follow, a like or a comment. */
export type PublicProfile = {
  _id: string;
  handle: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  /** Holds an approved verification badge: the verified tick shows by the name. */
  isVerified: boolean;
};

export const businessSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  handle: z.string(),
  logo: z.string().nullable(),
});

export const meSchema = z.object({
  _id: z.string(),
  role: z.enum(ROLES),
  /** Holds a staff role: the account menu offers the operator console. */
  staff: z.boolean(),
  profile: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    phoneCode: z.string(),
    phoneNumber: z.string(),
    phoneVerified: z.boolean(),
    handle: z.string(),
    bio: z.string().nullable(),
    avatar: z.string().nullable(),
    referralCode: z.string(),
    country: z.string(),
  }),
  businesses: z.array(businessSummarySchema),
  addresses: z.array(addressSchema),
  defaultAddress: addressSchema.nullable(),
  hasPost: z.boolean(),
  /** The plan the user is on now (docs/product.md#plans). */
  subscription: z.object({ name: z.string(), plan: z.enum(PLAN_CODES) }),
  activeAccount: z.object({
    type: z.enum([ACCOUNT_TYPES.PERSONAL, ACCOUNT_TYPES.BUSINESS]),
    username: z.string(),
    businessId: z.string().nullable(),
  }),
  paymentChargeMode: z.enum(PAYMENT_CHARGE_MODES),
  follows: z.array(z.string()),
  likes: z.array(z.string()),
  vouchers: z.array(z.string()),
  createdAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;

export const sessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
  user: meSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export const tokenPairSchema = sessionSchema.omit({ user: true });
export type TokenPair = z.infer<typeof tokenPairSchema>;
