/** A request's thread; a visitor's carries the key of their link. */
export const supportRequestPath = (id: string, key: string | null) =>
  `/shopper/support/requests/${id}${key ? `?key=${encodeURIComponent(key)}` : ''}`;
