/** Query keys of a business's sales: its lists and each sale's figures. */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: (businessId: string, page: number) => ['promotions', 'list', businessId, page] as const,
  figures: (promotionId: string) => ['promotions', 'figures', promotionId] as const,
};
