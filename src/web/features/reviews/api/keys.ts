/** Query keys of reviews: every list of a product's or business's reviews, and one's own. */
export const reviewKeys = {
  all: ['reviews'] as const,
  list: <S extends object>(subject: S) => ['reviews', subject] as const,
  mine: <S extends object>(customerId: string, subject: S) =>
    ['reviews', 'mine', customerId, subject] as const,
};
