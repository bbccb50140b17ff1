import { ReviewForm } from './review-form.tsx';

type Named = { _id: string; name: string };

/**
 * A review form for each product of an order (once each) and one for the business. Each says
 * what a first photo earns (`pointsPerPhotoReview`) and tells `onSaved` when a review is saved.
 */
export function OrderReviews({
  customerId,
  products,
  business,
  pointsPerPhotoReview,
  onSaved,
}: {
  customerId: string;
  /** The order's products; lines of products since deleted (no id) are left out. */
  products: { _id: string | null; name: string }[];
  business: Named;
  pointsPerPhotoReview?: number;
  onSaved?: () => void;
}) {
  const reviewable = products
    .filter((p): p is Named => p._id !== null)
    .filter((p, i, all) => all.findIndex((q) => q._id === p._id) === i);
  return (
    <>
      {reviewable.map((p) => (
        <ReviewForm
          key={p._id}
          customerId={customerId}
          subject={{ reviewProductId: p._id }}
          name={p.name}
          pointsPerPhotoReview={pointsPerPhotoReview}
          onSaved={onSaved}
        />
      ))}
      <ReviewForm
        customerId={customerId}
        subject={{ reviewBusinessId: business._id }}
        name={business.name}
        pointsPerPhotoReview={pointsPerPhotoReview}
        onSaved={onSaved}
      />
    </>
  );
}
