import { z } from 'zod';
import { PLAN_MONTHS, type PlanMonths } from '../plans.ts';
import { THEME_FONTS, THEME_IDS } from '../themes.ts';
import { idSchema, pageQuery } from './envelope.ts';
import { nairaInputSchema } from './naira-amount.ts';

const themeIdSchema = z.enum(THEME_IDS, { message: 'Choose one of the themes' });

const tokensSchema = z.object({
  background: z.string(),
  surface: z.string(),
  text: z.string(),
  muted: z.string(),
  primary: z.string(),
  onPrimary: z.string(),
  border: z.string(),
  radius: z.number(),
  headingFont: z.enum(THEME_FONTS),
  card: z.enum(['flat', 'outlined', 'raised']),
});

const layoutSchema = z.object({
  hero: z.enum(['banner', 'split', 'minimal']),
  grid: z.enum(['roomy', 'dense']),
  actions: z.enum(['hero', 'bar']),
  tags: z.enum(['chips', 'text']),
  reviews: z.enum(['stars', 'quotes']),
});

/** `GET themes`: a theme as the theme shop shows it, with its terms' prices. */
export const themeSchema = z.object({
  _id: themeIdSchema,
  name: z.string(),
  summary: z.string(),
  /** Naira a month; 0 for a free theme. */
  monthlyPrice: z.number(),
  terms: z.array(
    z.object({ months: z.number().int(), amount: z.number(), discountPercent: z.number().int() }),
  ),
  tokens: tokensSchema,
  layout: layoutSchema,
});
export type ThemeView = z.infer<typeof themeSchema>;

export const themeListQuerySchema = pageQuery(30);
export const themeParamsSchema = z.object({
  id: z.string().trim().toLowerCase().pipe(themeIdSchema),
});
export const themeBusinessParamsSchema = themeParamsSchema.extend({ businessId: idSchema });
export const businessParamsSchema = z.object({ businessId: idSchema });

/**
 * How a storefront looks: its theme's tokens with the owner's accent (kept readable) as the
 * primary colour, its layout and hero picture. What the server-rendered store draws.
 */
export const storeLookSchema = z.object({
  theme: themeIdSchema,
  name: z.string(),
  tokens: tokensSchema,
  layout: layoutSchema,
  hero: z.string().nullable(),
});
export type StoreLook = z.infer<typeof storeLookSchema>;

const monthsMessage = 'Choose 1, 3, 6 or 12 months';

/**
 * The theme purchase payload: themeId, subscriptionDuration (months), amount (the price shown:
 * a changed price is refused rather than charged), point; numbers may come as strings.
 */
export const themePurchaseBodySchema = z.object({
  themeId: z.string().optional(),
  subscriptionDuration: z.coerce
    .number({ message: monthsMessage })
    .int({ message: monthsMessage })
    .refine((m): m is PlanMonths => (PLAN_MONTHS as readonly number[]).includes(m), {
      message: monthsMessage,
    }),
  amount: nairaInputSchema('Send the price shown').refine((n) => n >= 0, 'Send the price shown'),
  point: z
    .union([z.literal(''), z.coerce.number().int().min(0, 'Points cannot be negative')])
    .optional(),
  payWith: z.enum(['WALLET', 'CARD']).optional(),
  /** Renew from the wallet when the term ends (default off). */
  autoRenew: z.boolean().optional(),
});
export type ThemePurchaseBody = z.infer<typeof themePurchaseBodySchema>;

const HEX_MESSAGE = 'Choose a colour like #1e2d78';

/** `PATCH themes/businesses/{businessId}/style`: the owner's accent and hero picture. */
export const themeStyleBodySchema = z.object({
  accent: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, HEX_MESSAGE)
    .nullable(),
  hero: z.string().trim().max(500).nullable(),
});
export type ThemeStyleBody = z.infer<typeof themeStyleBodySchema>;

/** A theme the user holds: free, bought (till `endsAt`) or included in their plan. */
export const ownedThemeSchema = z.object({
  theme: themeIdSchema,
  name: z.string(),
  how: z.enum(['free', 'bought', 'plan']),
  endsAt: z.string().nullable(),
  autoRenew: z.boolean(),
});

/** `GET themes/me`: the themes the user holds and which one each of their stores shows. */
export const myThemesSchema = z.object({
  owned: z.array(ownedThemeSchema),
  stores: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      handle: z.string(),
      /** The theme the store shows now (the default when its paid theme has ended). */
      theme: themeIdSchema,
      /** The theme its owner chose, when that is not the one it shows. */
      chosen: themeIdSchema.nullable(),
      accent: z.string().nullable(),
      hero: z.string().nullable(),
    }),
  ),
});
export type MyThemes = z.infer<typeof myThemesSchema>;

export const themePurchaseSchema = z.object({
  themes: myThemesSchema,
  status: z.enum(['PENDING', 'PAID', 'CANCELLED']),
  authorizationUrl: z.string().nullable(),
});

export const storeStyleSchema = z.object({
  look: storeLookSchema,
  /** The colour asked for was changed to the nearest one that reads (AA). */
  adjusted: z.boolean(),
});
