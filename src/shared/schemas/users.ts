import { z } from 'zod';
import {
  ACCOUNT_TYPES,
  DEFAULT_COUNTRY,
  DEFAULT_PHONE_CODE,
  PAYMENT_CHARGE_MODES,
  ROLES,
} from '../constants.ts';
import { idSchema, patchOf } from './envelope.ts';

const name = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label} must be at most 60 characters`);

export const emailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email({ message: 'Enter a valid email address' }));

export const handleSchema = z
  .string({ message: 'Username is required' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_.]{3,30}$/, 'Use 3 to 30 letters, numbers, dots or underscores');

export const passwordSchema = z
  .string({ message: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

export const phoneCodeSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, 'Enter a valid country code such as +234');

/** Digits as typed; the service normalises them (see `normalizePhoneNumber`). */
export const phoneNumberSchema = z
  .string({ message: 'Phone number is required' })
  .trim()
  .regex(/^\+?[\d\s\-().]{6,20}$/, 'Enter a valid phone number');

export const registerBodySchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
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
  username: z
    .string({ message: 'Email, phone or username is required' })
    .trim()
    .min(1, 'Email, phone or username is required')
    .max(254),
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(128),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const updateProfileBodySchema = patchOf(
  z.object({
    firstName: name('First name'),
    lastName: name('Last name'),
    email: emailSchema,
    handle: handleSchema,
    bio: z.string().trim().max(300, 'Bio must be at most 300 characters').nullable(),
    paymentChargeMode: z.enum(PAYMENT_CHARGE_MODES),
  }),
);
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ message: 'Current password is required' })
    .min(1, 'Current password is required'),
  newPassword: passwordSchema,
});

export const resetPasswordBodySchema = z.object({
  token: z
    .string({ message: 'Token is required' })
    .trim()
    .min(20, 'This reset token is not valid')
    .max(200),
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
  recipientName: name('Recipient name'),
  phone: phoneNumberSchema,
  street: z
    .string({ message: 'Street address is required' })
    .trim()
    .min(3, 'Street address is required')
    .max(200),
  city: z.string({ message: 'City is required' }).trim().min(2, 'City is required').max(80),
  lga: z.string().trim().max(80).optional(),
  state: z.string({ message: 'State is required' }).trim().min(2, 'State is required').max(80),
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
  subscription: z.object({ name: z.string() }),
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
