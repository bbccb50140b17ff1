import { z } from 'zod';
import { TAG_NAME } from '../validation/catalogue.ts';
import { textSchema } from './rules.ts';

export const categorySchema = z.object({ _id: z.string(), name: z.string(), slug: z.string() });
export type Category = z.infer<typeof categorySchema>;
export const tagSchema = z.object({
  _id: z.string(),
  name: z.string(),
  categoryId: z.string().nullable(),
  businessId: z.string().nullable(),
});
export type Tag = z.infer<typeof tagSchema>;
export const tagBodySchema = z.object({
  businessId: z.uuid({ message: 'Must be a valid id' }),
  name: textSchema(TAG_NAME),
});
export const countrySchema = z.object({
  iso: z.string(),
  name: z.string(),
  phoneCode: z.string(),
  currency: z.string().nullable(),
  flag: z.string(),
});
export const stateSchema = z.object({ code: z.string(), name: z.string() });
export type State = z.infer<typeof stateSchema>;
