/**
 * Affiliates (decision 061): anyone may resell a product its seller opened to resale, through a
 * share link, and earns the product's commission on each line bought through it once the buyer
 * receives the order.
 */

/** Affiliate products listed per page (spec §9: 15 or 20). */
export const AFFILIATE_PAGE_SIZE = 20;

/** The ranges the dashboard's figures are shown over, in days. */
export const AFFILIATE_RANGES = [7, 30, 90, 365] as const;

/** How long a link's visit keeps its affiliate for the visitor's checkout. */
export const ATTRIBUTION_DAYS = 7;

/** A visitor's repeated visits through the same link within this window count once. */
export const CLICK_WINDOW_MINUTES = 30;

/** The share link of a resale: it opens the product and credits the affiliate. */
export const shareLinkOf = (origin: string, code: string) => `${origin}/r/${code}`;

/** The ready-made WhatsApp message an affiliate sends with a resale's link. */
export const whatsAppTextOf = (productName: string, price: string, link: string) =>
  `Check out ${productName} for ${price} on Oja. Pay safely: your money is held until you receive it. ${link}`;
