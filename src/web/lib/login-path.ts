/**
 * The login page, coming back to `back` (a path of this site) afterwards. Its own module: every
 * header and menu links to it, and a module copied into a screen travels whole.
 */
export const loginPath = (back: string) => `/auth/login?redirect=${encodeURIComponent(back)}`;
