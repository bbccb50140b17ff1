/** Rules of a support request and its replies. */
import type { TextRule } from './rules.ts';

export const SUPPORT_SUBJECT: TextRule = {
  required: 'Subject is required',
  trim: true,
  min: { value: 3, message: 'Give your request a short subject' },
  max: { value: 120, message: 'Keep the subject under 120 characters' },
};

export const SUPPORT_MESSAGE: TextRule = {
  required: 'Message is required',
  trim: true,
  min: { value: 10, message: 'Tell us a little more (at least 10 characters)' },
  max: { value: 5000, message: 'Keep your message under 5000 characters' },
};

export const SUPPORT_REPLY: TextRule = {
  required: 'Write a reply',
  trim: true,
  min: { value: 1, message: 'Write a reply' },
  max: { value: 5000, message: 'Keep your reply under 5000 characters' },
};

/** A visitor's name, as they would like to be addressed. */
export const SUPPORT_NAME: TextRule = {
  required: 'Your name is required',
  trim: true,
  min: { value: 2, message: 'Your name is required' },
  max: { value: 80, message: 'Your name must be at most 80 characters' },
};

/**
 * The order a request is about: its number as Oja shows it (`#3F9A1C`, the # optional) or its
 * full id. Optional: empty means none.
 */
export const SUPPORT_ORDER_REFERENCE: TextRule = {
  required: 'Enter an order number',
  trim: true,
  max: { value: 40, message: 'Enter an order number such as #3F9A1C' },
  pattern: {
    regex:
      /^(?:|#?[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12})$/,
    message: 'Enter an order number such as #3F9A1C',
  },
};
