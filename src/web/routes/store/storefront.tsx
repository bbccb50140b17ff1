import { Anchor, Box, Button, Container, Group, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { BrowserOnly } from '#web/components/browser-only.tsx';
import { HeartIcon } from '#web/components/icons/heart.tsx';
import { deferred } from '#web/components/deferred.tsx';
import { Logo } from '#web/components/logo.tsx';
import { NotFound } from '#web/components/not-found.tsx';
import { titled } from '#shared/titled.ts';
import type { SponsoredQuery } from '#shared/schemas/ads.ts';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { sponsoredQuery } from '#web/features/ads/api/sponsored.ts';
import { productsQuery, savingFilters } from '#web/features/catalogue/api/products.ts';
import {
  storefrontQuery,
  useFollowBusiness,
  useLikeBusiness,
  useStorefront,
} from '#web/features/catalogue/api/storefront.ts';
import { reviewsQuery } from '#web/features/reviews/api/reviews.ts';
import { loyaltyCardQuery } from '#web/features/rewards/api/loyalty.ts';
import { businessVouchersQuery } from '#web/features/rewards/api/vouchers.ts';
import { ReportAction } from '#web/components/report-action.tsx';
import { CartButton } from '#web/features/cart/components/cart-button.tsx';
import { MessageSeller } from '#web/features/messages/components/message-seller.tsx';
import { ProductGrid } from '#web/features/catalogue/components/product-grid.tsx';
import { logInFirst, useAfterLogin } from '#web/lib/after-login.ts';
import { notify } from '#web/lib/notify.ts';
import { pageLoader } from '#web/lib/page-data.ts';
import { useClientStore } from '#web/lib/store.ts';
import { storeTagsQuery, useStoreTags } from '#web/features/catalogue/api/store-tags.ts';
import { StoreHeader } from '#web/features/themes/components/store-header.tsx';
import { StoreTags } from '#web/features/themes/components/store-tags.tsx';
import { ThemeFrame } from '#web/features/themes/components/theme-frame.tsx';
import { PLAIN_LAYOUT } from '#web/features/themes/theme-style.ts';
import classes from './storefront.module.css';

// Reviews are fetched with the page (the rating sits under the name) but their code is kept out
// of the screen's own chunk.
const reviews = () => import('#web/features/reviews/components/reviews-section.tsx');
const RatingFor = deferred(() => reviews().then((m) => m.RatingFor));
const ReviewsSection = deferred(() => reviews().then((m) => m.ReviewsSection));

// The store's vouchers and loyalty card come with the page's data; their code is fetched after
// the first screen, which they are below.
const StoreVouchers = lazy(() =>
  import('#web/features/rewards/components/store-vouchers.tsx').then((m) => ({
    default: m.StoreVouchers,
  })),
);
// The newsletter's sign-up is below the products too: its code comes after the page.
const NewsletterSignup = deferred(() =>
  import('#web/features/newsletters/components/newsletter-signup.tsx').then(
    (m) => m.NewsletterSignup,
  ),
);

// Other sellers' ads sit at the foot of the store: their code is not part of its first download.
const SponsoredRow = lazy(() =>
  import('#web/features/ads/components/sponsored-row.tsx').then((m) => ({
    default: m.SponsoredRow,
  })),
);

/** Other sellers' ads at the foot of a store (never its own). */
const otherSellers = (businessId: string): SponsoredQuery => ({
  placement: 'VENDORSTACK',
  limit: 4,
  excludeBusinessId: businessId,
});

export const loader = pageLoader(async (client, { params }, { dataSaver }) => {
  const [business] = await Promise.all([
    client.fetchQuery(storefrontQuery(params.handle ?? '')),
    RatingFor.preload(),
    ReviewsSection.preload(),
  ]);
  await Promise.all([
    client.prefetchInfiniteQuery(
      productsQuery(savingFilters({ productBusinessId: business._id }, dataSaver)),
    ),
    client.prefetchInfiniteQuery(reviewsQuery({ reviewBusinessId: business._id })),
    client.prefetchQuery(storeTagsQuery(business)),
    client.prefetchQuery(sponsoredQuery(otherSellers(business._id))),
    client.prefetchQuery(businessVouchersQuery(business._id)),
    client.prefetchQuery(
      loyaltyCardQuery(business._id, useClientStore.getState().auth.accessToken !== null),
    ),
  ]);
});

/**
 * Before the page is drawn or taken over: the code of its rating and reviews, which the server
 * renders with it. Otherwise an update arriving while they still load (the account coming back)
 * would show them empty for a moment, and the page would move.
 */
export const ready = () => Promise.all([RatingFor.preload(), ReviewsSection.preload()]);

/** A business's storefront by handle; `?headless=1` leaves out Oja's header for embedding. */
export default function StorefrontScreen() {
  const { handle = '' } = useParams();
  const [params] = useSearchParams();
  const headless = params.get('headless') === '1' || params.get('headless') === 'true';
  const navigate = useNavigate();
  const { data: business, isPending, isError } = useStorefront(handle);
  const { data: me } = useMe();
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const follow = useFollowBusiness(business, me?._id);
  const like = useLikeBusiness(business);
  const { data: tags } = useStoreTags(business);
  useDocumentTitle(titled(business?.name ?? 'Store'));
  // Opened through an affiliate's store link (`?ref=`): the visit keeps them for the checkout.
  const ref = params.get('ref');
  const businessId = business?._id;
  useEffect(() => {
    if (businessId && ref)
      void import('#web/features/affiliates/api/record-click.ts').then((m) =>
        m.recordAffiliateClick(ref, { businessId }),
      );
  }, [businessId, ref]);
  const following = business ? (me?.follows.includes(business._id) ?? false) : false;
  // Followed or liked as a visitor: done once they are back from logging in.
  const followLater = business ? `follow-business:${business._id}` : null;
  const likeLater = business ? `like-business:${business._id}` : null;
  const back = `/store/${handle}`;
  useAfterLogin(followLater, Boolean(business && me), () => {
    if (me?.businesses.some((b) => b._id === business!._id)) return;
    follow.mutate(true, { onSuccess: (res) => res && notify.success(res.message) });
  });
  useAfterLogin(likeLater, Boolean(business), () =>
    like.mutate(true, { onSuccess: () => notify.success(`You liked ${business!.name}`) }),
  );

  const look = business?.look;
  const actions = business && !headless && (
    <>
      <Button
        size="xs"
        variant={following ? 'light' : 'filled'}
        loading={follow.isPending}
        onClick={() =>
          signedIn ? follow.mutate(!following) : logInFirst(navigate, back, followLater!)
        }
      >
        {following ? 'Following' : 'Follow'}
      </Button>
      <Button
        size="xs"
        variant="light"
        leftSection={<HeartIcon size={14} />}
        loading={like.isPending}
        onClick={() => (signedIn ? like.mutate(true) : logInFirst(navigate, back, likeLater!))}
      >
        Like · {business.likes}
      </Button>
      <MessageSeller
        size="xs"
        business={business}
        ownBusiness={me?.businesses.some((b) => b._id === business._id) ?? false}
      />
      <ReportAction
        subjectType="STORE"
        subjectId={business._id}
        own={me?.businesses.some((b) => b._id === business._id) ?? false}
        what="store"
      />
    </>
  );
  const layout = look ?? PLAIN_LAYOUT;
  const main = (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} component="main">
      {isPending ? (
        <Skeleton h={120} radius="md" />
      ) : isError || !business ? (
        <NotFound what="store" />
      ) : (
        <Stack gap="xl">
          <StoreHeader
            business={business}
            look={layout}
            rating={
              <Suspense fallback={null}>
                <RatingFor subject={{ reviewBusinessId: business._id }} />
              </Suspense>
            }
            tags={<StoreTags names={tags ?? []} look={layout} />}
            actions={actions}
          />
          <ProductGrid
            filters={{ productBusinessId: business._id }}
            leads={!(layout.hero ?? business.cover) || layout.layout.hero === 'minimal'}
            empty="This store has no products yet."
          />
          {/* The vouchers and the newsletter's sign-up are the browser's part, drawn after the
              page is taken over. */}
          {!headless && !me?.businesses.some((b) => b._id === business._id) && (
            <BrowserOnly>
              <Suspense fallback={null}>
                {(!signedIn || me) && <StoreVouchers businessId={business._id} back={back} />}
                <NewsletterSignup
                  businessId={business._id}
                  businessName={business.name}
                  signedIn={signedIn}
                />
              </Suspense>
            </BrowserOnly>
          )}
          <Box maw={720}>
            <Suspense fallback={null}>
              <ReviewsSection
                subject={{ reviewBusinessId: business._id }}
                title={`Reviews of ${business.name}`}
                variant={layout.layout.reviews}
              />
            </Suspense>
          </Box>
        </Stack>
      )}
    </Container>
  );

  return (
    <Box mih="100dvh" bg={look ? undefined : 'gray.0'} className={classes.page}>
      {!headless && (
        <Box
          component="header"
          bg="white"
          py="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Container size="xl">
            <Group justify="space-between">
              <Anchor component={Link} to="/" aria-label="Oja home" underline="never">
                <Logo size={30} />
              </Anchor>
              <Group gap="xs" wrap="nowrap">
                <Button component={Link} to="/explore" variant="subtle">
                  Explore Oja
                </Button>
                <CartButton />
              </Group>
            </Group>
          </Container>
        </Box>
      )}
      {look ? (
        <ThemeFrame look={look} className={classes.store}>
          {main}
        </ThemeFrame>
      ) : (
        main
      )}
      {/* Oja's own row, outside the store's theme; a store shown on its own site has none. */}
      {business && !headless && (
        <Container size="xl" w="100%" className={classes.others}>
          <BrowserOnly>
            <Suspense fallback={null}>
              <SponsoredRow title="More from other sellers" query={otherSellers(business._id)} />
            </Suspense>
          </BrowserOnly>
        </Container>
      )}
    </Box>
  );
}
