import { Anchor, Box, Container, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { deferred } from '#web/components/deferred.tsx';
import { Money } from '#web/components/money.tsx';
import { ReportAction } from '#web/components/report-action.tsx';
import { NotFound } from '#web/components/not-found.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { titled } from '#shared/titled.ts';
import { shownPrice } from '#shared/sale.ts';
import { useMe } from '#web/features/users/api/get-me.ts';
import { reviewsQuery } from '#web/features/reviews/api/reviews.ts';
import { AddToCart } from '#web/features/cart/components/add-to-cart.tsx';
import { MessageSeller } from '#web/features/messages/components/message-seller.tsx';
import { productQuery, useProduct } from '#web/features/catalogue/api/product.ts';
import { ProductGallery } from '#web/features/catalogue/components/product-gallery.tsx';
import { ProductLikeShare } from '#web/features/catalogue/components/product-like-share.tsx';
import {
  StockAndTags,
  VariantPicker,
  stockOf,
} from '#web/features/catalogue/components/product-options.tsx';
import { pageLoader } from '#web/lib/page-data.ts';
import classes from './product.module.css';

// Reviews are fetched with the page (the rating sits under the name) but their code is kept out
// of the screen's own chunk.
const reviews = () => import('#web/features/reviews/components/reviews-section.tsx');
const RatingFor = deferred(() => reviews().then((m) => m.RatingFor));
const ReviewsSection = deferred(() => reviews().then((m) => m.ReviewsSection));

// Only a product on sale shows it: its code comes with the product when the product is on sale.
const SaleNotice = deferred(() =>
  import('#web/features/catalogue/components/sale-notice.tsx').then((m) => m.SaleNotice),
);

export const loader = pageLoader((client, { params }) =>
  Promise.all([
    client.prefetchQuery(productQuery(params.id ?? '')).then(() => {
      const product = client.getQueryData(productQuery(params.id ?? '').queryKey);
      return product && shownPrice(product).sale ? SaleNotice.preload() : null;
    }),
    client.prefetchInfiniteQuery(reviewsQuery({ reviewProductId: params.id ?? '' })),
    RatingFor.preload(),
    ReviewsSection.preload(),
  ]),
);

/**
 * Before the page is drawn or taken over: the code of its rating and reviews, which the server
 * renders with it. Otherwise an update arriving while they still load (the account coming back)
 * would show them empty for a moment, and the page would move.
 */
export const ready = () => Promise.all([RatingFor.preload(), ReviewsSection.preload()]);

export default function ProductScreen() {
  const { id = '' } = useParams();
  // Arriving from a reseller's post or link (`?resale=`): what goes in the cart credits them.
  const [search] = useSearchParams();
  const resale = search.get('resale') ?? '';
  const resaleId = /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(resale) ? resale : undefined;
  const { data: product, isPending, isError } = useProduct(id);
  const { data: me } = useMe();
  const [variant, setVariant] = useState<string | null>(null);
  useDocumentTitle(titled(product?.name ?? 'Product'));
  // The seller's conversion figures count this page's views (code fetched after the page's own).
  // Opened from a catalogue search's results: the view says which search, for the seller.
  const fromSearch = (useLocation().state as { search?: string } | null)?.search;
  const productId = product?._id;
  useEffect(() => {
    if (productId)
      void import('#web/features/catalogue/api/record-product-view.ts').then((m) =>
        m.recordProductView(productId, fromSearch),
      );
  }, [productId, fromSearch]);
  // Opened through an affiliate's link: the visit is counted and keeps them for the checkout.
  const ref = search.get('ref') ?? resaleId;
  useEffect(() => {
    if (productId && ref)
      void import('#web/features/affiliates/api/record-click.ts').then((m) =>
        m.recordAffiliateClick(ref, { productId }),
      );
  }, [productId, ref]);

  if (isPending) {
    return (
      <Container size="lg" py="xl">
        <div
          className={classes.layout}
          aria-busy="true"
          role="status"
          aria-label="Loading the product"
        >
          <div className={classes.placeholder} style={{ height: 360 }} />
          <div className={classes.placeholder} style={{ height: 240 }} />
        </div>
      </Container>
    );
  }
  if (isError || !product) return <NotFound what="product" />;

  const ownBusiness = me?.businesses.some((b) => b._id === product.businessId) ?? false;
  // While a sale runs: its price, the product's own struck through, and the sale under them.
  const price = shownPrice(product);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <div className={classes.layout}>
        <ProductGallery product={product} />
        <Stack gap="md">
          <Anchor component={Link} to={`/store/${product.business.handle}`} size="sm">
            {product.business.name}
            {product.business.state ? ` · ${product.business.state}` : ''}
          </Anchor>
          <Title order={1} fz={{ base: 24, sm: 32 }}>
            {product.name}
          </Title>
          <Suspense fallback={null}>
            <RatingFor subject={{ reviewProductId: product._id }} />
          </Suspense>
          <Money amount={price.amount} was={price.was} fz={26} c="navy.9" />
          {price.sale && (
            // About the notice's height while its code comes, so Add to cart stays in place.
            <Suspense fallback={<div style={{ minHeight: price.sale.flash ? 96 : 68 }} />}>
              <SaleNotice sale={price.sale} />
            </Suspense>
          )}
          <StockAndTags product={product} stock={stockOf(product, variant)} />
          <VariantPicker product={product} value={variant} onChange={setVariant} />
          <AddToCart
            key={variant ?? ''}
            product={product}
            variant={variant}
            resaleId={product.resaleAllowed ? resaleId : undefined}
            ownBusiness={ownBusiness}
          />
          <MessageSeller
            business={product.business}
            about={{
              kind: 'product',
              _id: product._id,
              name: product.name,
              photo: product.photos[0] ?? null,
              price: price.amount,
            }}
            ownBusiness={ownBusiness}
            variant="default"
            fullWidth
          />
          <Text style={{ whiteSpace: 'pre-line' }}>{product.description}</Text>
          <ProductLikeShare
            product={product}
            liked={me?.likes.includes(product._id) ?? false}
            resaleId={resaleId}
          />
          <ReportAction
            subjectType="PRODUCT"
            subjectId={product._id}
            own={ownBusiness}
            what="product"
            style={{ alignSelf: 'flex-start' }}
          >
            Report this product
          </ReportAction>
        </Stack>
      </div>
      <Box mt="xl" maw={720}>
        <Suspense fallback={null}>
          <ReviewsSection subject={{ reviewProductId: product._id }} />
        </Suspense>
      </Box>
    </Container>
  );
}
