/** Rules of delivery addresses' lines (apart from people's details: sign-up forms need none). */
import type { TextRule } from './rules.ts';

export const STREET: TextRule = {
  required: 'Street address is required',
  trim: true,
  min: { value: 3, message: 'Street address is required' },
  max: { value: 200, message: 'Street address must be at most 200 characters' },
};

export const CITY: TextRule = {
  required: 'City is required',
  trim: true,
  min: { value: 2, message: 'City is required' },
  max: { value: 80, message: 'City must be at most 80 characters' },
};

export const STATE: TextRule = {
  required: 'State is required',
  trim: true,
  min: { value: 2, message: 'State is required' },
  max: { value: 80, message: 'State must be at most 80 characters' },
};
