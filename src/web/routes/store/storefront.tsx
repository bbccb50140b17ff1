import {
  Anchor,
  Avatar,
  Box,
  Button,
  Container,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatCountOf } from '#shared/format.ts';
import { deferred } from '#web/components/deferred.tsx';
import { Logo } from '#web/components/logo.tsx';
import { NotFound } from '#web/components/not-found.tsx';
import { titled } from '#shared/page-titles.ts';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { productsQuery } from '#web/features/catalogue/api/products.ts';
import {
  storefrontQuery,
  useFollowBusiness,
  useLikeBusiness,
  useStorefront,
} from '#web/features/catalogue/api/storefront.ts';
import { reviewsQuery } from '#web/features/reviews/api/reviews.ts';
import { CartButton } from '#web/features/cart/components/cart-button.tsx';
import { MessageSeller } from '#web/features/messages/components/message-seller.tsx';
import { ProductGrid } from '#web/features/catalogue/components/product-grid.tsx';
import { logInFirst, useAfterLogin } from '#web/lib/after-login.ts';
import { notify } from '#web/lib/notify.ts';
import { pageLoader } from '#web/lib/page-data.ts';
import { useClientStore } from '#web/lib/store.ts';
import { VerifiedTick } from '#web/components/verified-tick.tsx';

// Reviews are fetched with the page (the rating sits under the name) but their code is kept out
// of the screen's own chunk.
const reviews = () => import('#web/features/reviews/components/reviews-section.tsx');
const RatingFor = deferred(() => reviews().then((m) => m.RatingFor));
const ReviewsSection = deferred(() => reviews().then((m) => m.ReviewsSection));

export const loader = pageLoader(async (client, { params }) => {
  const [business] = await Promise.all([
    client.fetchQuery(storefrontQuery(params.handle ?? '')),
    RatingFor.preload(),
    ReviewsSection.preload(),
  ]);
  await Promise.all([
    client.prefetchInfiniteQuery(productsQuery({ productBusinessId: business._id })),
    client.prefetchInfiniteQuery(reviewsQuery({ reviewBusinessId: business._id })),
  ]);
});

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
  useDocumentTitle(titled(business?.name ?? 'Store'));
  const following = business ? (me?.follows.includes(business._id) ?? false) : false;
  // Followed or liked as a visitor: done once they are back from logging in.
  const followLater = business ? `follow-business:${business._id}` : null;
  const likeLater = business ? `like-business:${business._id}` : null;
  const back = `/store/${handle}`;
  useAfterLogin(followLater, Boolean(business && me), () => {
    if (me?.businesses.some((b) => b._id === business!._id)) return;
    follow.mutate(true, { onSuccess: (res) => notify.success(res.message) });
  });
  useAfterLogin(likeLater, Boolean(business), () =>
    like.mutate(true, { onSuccess: () => notify.success(`You liked ${business!.name}`) }),
  );

  return (
    <Box mih="100dvh" bg="gray.0">
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
      <Container size="xl" py={{ base: 'md', sm: 'xl' }} component="main">
        {isPending ? (
          <Skeleton h={120} radius="md" />
        ) : isError || !business ? (
          <NotFound what="store" />
        ) : (
          <Stack gap="xl">
            {business.cover && (
              // The shop's banner: cropped to a strip, shorter on phones.
              <Image
                src={business.cover}
                fetchPriority="high"
                alt=""
                h={{ base: 112, sm: 200 }}
                radius="md"
                fit="cover"
                mb={{ base: -8, sm: -12 }}
              />
            )}
            <Group align="flex-start" wrap="nowrap" gap="md">
              <Avatar src={business.logo} alt="" size={84} radius="md" />
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Title order={1} fz={{ base: 22, sm: 30 }}>
                  {business.name}
                  <VerifiedTick verified={business.isVerified} size={22} />
                </Title>
                <Text size="sm" c="dimmed">
                  @{business.handle} ·{' '}
                  {[business.address.city, business.address.state].filter(Boolean).join(', ')} ·{' '}
                  {formatCountOf(business.followers, 'follower')}
                </Text>
                <Suspense fallback={null}>
                  <RatingFor subject={{ reviewBusinessId: business._id }} />
                </Suspense>
                <Text size="sm">{business.description}</Text>
                {!headless && (
                  <Group gap="xs" mt={4}>
                    <Button
                      size="xs"
                      variant={following ? 'light' : 'filled'}
                      loading={follow.isPending}
                      onClick={() =>
                        signedIn
                          ? follow.mutate(!following)
                          : logInFirst(navigate, back, followLater!)
                      }
                    >
                      {following ? 'Following' : 'Follow'}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconHeart size={14} />}
                      loading={like.isPending}
                      onClick={() =>
                        signedIn ? like.mutate(true) : logInFirst(navigate, back, likeLater!)
                      }
                    >
                      Like · {business.likes}
                    </Button>
                    <MessageSeller
                      size="xs"
                      business={business}
                      ownBusiness={me?.businesses.some((b) => b._id === business._id) ?? false}
                    />
                  </Group>
                )}
              </Stack>
            </Group>
            <ProductGrid
              filters={{ productBusinessId: business._id }}
              leads={!business.cover}
              empty="This store has no products yet."
            />
            <Box maw={720}>
              <Suspense fallback={null}>
                <ReviewsSection
                  subject={{ reviewBusinessId: business._id }}
                  title={`Reviews of ${business.name}`}
                />
              </Suspense>
            </Box>
          </Stack>
        )}
      </Container>
    </Box>
  );
}
