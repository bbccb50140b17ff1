import { Anchor, Skeleton, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { Notice } from '#web/components/plain.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useOrder } from '#web/features/orders/api/get-order.ts';
import { MessageSeller } from '#web/features/messages/components/message-seller.tsx';
import { ShopperOrderDetail } from '#web/features/orders/components/shopper/order-detail.tsx';
import { rewardKeys } from '#web/features/rewards/api/keys.ts';
import { usePointsSummary } from '#web/features/rewards/api/points-summary.ts';
import { orderNumber } from '#shared/order-flow.ts';
import { ApiError } from '#web/lib/api-client.ts';

// Only a received order is reviewed: the review forms' code is fetched when one shows.
const OrderReviews = lazy(() =>
  import('#web/features/reviews/components/order-reviews.tsx').then((m) => ({
    default: m.OrderReviews,
  })),
);

// A dispute's panel (its forms and thread) comes after the order shows.
const OrderDispute = lazy(() =>
  import('#web/features/disputes/components/order-dispute.tsx').then((m) => ({
    default: m.OrderDispute,
  })),
);

type ReviewedOrder = NonNullable<ReturnType<typeof useOrder>['data']>;

/**
 * The review forms of a received order, saying what a first photo earns (the points rules come
 * with the rewards summary); a saved review reads the points again, as a photo earns some.
 */
function Reviews({ order }: { order: ReviewedOrder }) {
  const summary = usePointsSummary();
  const queryClient = useQueryClient();
  return (
    <OrderReviews
      customerId={order.customer._id}
      products={order.products.map((p) => p.product)}
      business={order.business}
      pointsPerPhotoReview={summary.data?.pointsPerPhotoReview}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: rewardKeys.all })}
    />
  );
}

/**
 * One of the shopper's orders: the orders feature shows it, the reviews feature reviews it.
 * For signed-in shoppers only: the route says so (`signedIn`) and the shopper layout asks them
 * to log in first.
 */
export default function OrderScreen() {
  const { orderId = '' } = useParams();
  const { data: order, isPending, isError, error, refetch } = useOrder(orderId);
  useDocumentTitle(order ? `Order from ${order.business.name} | Oja` : 'Order | Oja');

  if (isPending) {
    return (
      <Stack gap="md" maw={1100} aria-busy="true">
        <Skeleton h={32} w={260} />
        <Skeleton h={280} radius="lg" />
      </Stack>
    );
  }
  if (isError || !order) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
      return (
        <Notice color="red" title="This order does not exist" maxWidth={600}>
          It may belong to another account.{' '}
          <Anchor component={Link} to="/shopper/my-order" underline="always" inherit>
            See your orders
          </Anchor>
        </Notice>
      );
    }
    return <LoadError what="this order" onRetry={() => refetch()} />;
  }

  return (
    <ShopperOrderDetail
      order={order}
      contact={
        order.transaction.paid && (
          <MessageSeller
            business={order.business}
            about={{
              kind: 'order',
              _id: order._id,
              number: orderNumber(order._id),
              total: order.totalAmount,
            }}
            label="Message the seller about this order"
            w="fit-content"
          />
        )
      }
      dispute={
        <Suspense fallback={null}>
          <OrderDispute order={order} side="BUYER" />
        </Suspense>
      }
      reviews={
        <Suspense fallback={<Skeleton h={120} radius="md" />}>
          <Reviews order={order} />
        </Suspense>
      }
    />
  );
}
