import { z } from 'zod';

export const categorySchema = z.object({ _id: z.string(), name: z.string(), slug: z.string() });
export const tagSchema = z.object({
  _id: z.string(),
  name: z.string(),
  categoryId: z.string().nullable(),
  businessId: z.string().nullable(),
});
export const tagBodySchema = z.object({
  businessId: z.uuid({ message: 'Must be a valid id' }),
  name: z
    .string({ message: 'Tag name is required' })
    .trim()
    .min(2, 'Tag name is required')
    .max(40, 'Tag name must be at most 40 characters'),
});
export const countrySchema = z.object({
  iso: z.string(),
  name: z.string(),
  phoneCode: z.string(),
  currency: z.string().nullable(),
  flag: z.string(),
});
export const stateSchema = z.object({ code: z.string(), name: z.string() });
