/**
 * Light client-side checks that mirror the shared zod contract's messages, so a form can say
 * what is wrong before a round trip without shipping the schema library to phones. The server
 * validates everything again and its per-field messages are shown the same way.
 */
type Check = (value: string) => string | null;

export const required =
  (message: string): Check =>
  (value) =>
    value.trim() ? null : message;

export const email: Check = (value) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : 'Enter a valid email address';

export const password: Check = (value) =>
  value.length < 8
    ? 'Password must be at least 8 characters'
    : value.length > 128
      ? 'Password must be at most 128 characters'
      : null;

export const handle: Check = (value) =>
  /^[a-z0-9_.]{3,30}$/.test(value.trim().toLowerCase())
    ? null
    : 'Use 3 to 30 letters, numbers, dots or underscores';

export const phone: Check = (value) =>
  /^[\d\s\-().+]{6,20}$/.test(value.trim()) ? null : 'Enter a valid phone number';
