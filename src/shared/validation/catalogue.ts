/** Rules of products, their variants and tags. */
import { NAIRA_AMOUNT } from './businesses.ts';
import type { AmountRule, TextRule } from './rules.ts';

export const PRODUCT_NAME: TextRule = {
  required: 'Product name is required',
  trim: true,
  min: { value: 2, message: 'Product name is required' },
  max: { value: 120, message: 'Product name must be at most 120 characters' },
};

export const VARIANT_NAME: TextRule = {
  required: 'Variant name is required',
  trim: true,
  min: { value: 1, message: 'Variant name is required' },
  max: { value: 60, message: 'Variant name must be at most 60 characters' },
};

export const TAG_NAME: TextRule = {
  required: 'Tag name is required',
  trim: true,
  min: { value: 2, message: 'Tag name is required' },
  max: { value: 40, message: 'Tag name must be at most 40 characters' },
};

export const PRICE: AmountRule = { ...NAIRA_AMOUNT, positive: 'Price must be more than zero' };

/** An affiliate's share of a line, in percent: a product's, or a business's default for new ones. */
export const AFFILIATE_COMMISSION: AmountRule = {
  required: 'Enter a commission in percent',
  min: { value: 0, message: 'Commission cannot be negative' },
  max: { value: 90, message: 'Commission must be at most 90%' },
  step: { value: 0.01, message: 'Use at most two decimals' },
};
