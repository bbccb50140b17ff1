import { Anchor, Box, Button, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconHeart, IconHeartFilled, IconShare } from '@tabler/icons-react';
import { Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { imageSrcSet, MAX_IMAGE_SIDE, thumbnailUrl } from '#shared/media.ts';
import { deferred } from '#web/components/deferred.tsx';
import { Money } from '#web/components/money.tsx';
import { NotFound } from '#web/components/not-found.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { titled } from '#shared/page-titles.ts';
import { useMe } from '#web/features/account/api/get-me.ts';
import { reviewsQuery } from '#web/features/reviews/api/reviews.ts';
import { AddToCart } from '#web/features/cart/components/add-to-cart.tsx';
import { MessageSeller } from '#web/features/inbox/components/message-seller.tsx';
import { productQuery, useLikeProduct, useProduct } from '#web/features/catalogue/api/product.ts';
import { logInFirst, useAfterLogin } from '#web/lib/after-login.ts';
import { pageLoader } from '#web/lib/page-data.ts';
import { usePageUrl } from '#web/lib/use-page-url.ts';
import classes from './product.module.css';
import { notify } from '#web/lib/notify.ts';
import { useClientStore } from '#web/lib/store.ts';

// Reviews are fetched with the page (the rating sits under the name) but their code is kept out
// of the screen's own chunk.
const reviews = () => import('#web/features/reviews/components/reviews-section.tsx');
const RatingFor = deferred(() => reviews().then((m) => m.RatingFor));
const ReviewsSection = deferred(() => reviews().then((m) => m.ReviewsSection));

export const loader = pageLoader((client, { params }) =>
  Promise.all([
    client.prefetchQuery(productQuery(params.id ?? '')),
    client.prefetchInfiniteQuery(reviewsQuery({ reviewProductId: params.id ?? '' })),
    RatingFor.preload(),
    ReviewsSection.preload(),
  ]),
);

export default function ProductScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  // Arriving from a reseller's post or link (`?resale=`): what goes in the cart credits them.
  const [search] = useSearchParams();
  const resale = search.get('resale') ?? '';
  const resaleId = /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(resale) ? resale : undefined;
  const { data: product, isPending, isError } = useProduct(id);
  const { data: me } = useMe();
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const like = useLikeProduct(id);
  const [photo, setPhoto] = useState(0);
  const [variant, setVariant] = useState<string | null>(null);
  const url = usePageUrl();
  useDocumentTitle(titled(product?.name ?? 'Product'));
  // Liked as a visitor: done once they are back from logging in.
  const likeLater = `like-product:${id}`;
  useAfterLogin(likeLater, Boolean(product), () =>
    like.mutate(true, { onSuccess: () => notify.success(`You liked ${product!.name}`) }),
  );
  // The seller's conversion figures count this page's views (code fetched after the page's own).
  const productId = product?._id;
  useEffect(() => {
    if (productId)
      void import('#web/features/catalogue/api/record-product-view.ts').then((m) =>
        m.recordProductView(productId),
      );
  }, [productId]);

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

  const liked = me?.likes.includes(product._id) ?? false;
  const shareText = `${product.name} — ${product.business.name} on Oja`;
  const chosen = product.variants.find((v) => v.name === variant);
  const stock = chosen ? chosen.qty : product.quantity;
  const kind = product.variants[0]?.type ?? '';
  const variantType = kind.charAt(0).toUpperCase() + kind.slice(1);

  async function share() {
    if (navigator.share) {
      await navigator.share({ title: product!.name, text: shareText, url }).catch(() => {});
    } else {
      await navigator.clipboard?.writeText(url);
      notify.success('Link copied');
    }
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <div className={classes.layout}>
        <Stack gap="sm">
          {product.photos.length > 0 ? (
            // The page's largest picture: fetched first, in the size the screen needs, in a
            // square frame that holds its place while it arrives.
            <Image
              src={product.photos[photo]}
              srcSet={imageSrcSet(product.photos[photo]!)}
              sizes="(min-width: 992px) 560px, 100vw"
              width={MAX_IMAGE_SIDE}
              height={MAX_IMAGE_SIDE}
              fetchPriority="high"
              alt={product.name}
              radius="md"
              fit="contain"
              style={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }}
              bg="gray.1"
            />
          ) : null}
          {product.photos.length > 1 && (
            <Group gap="xs">
              {product.photos.map((p, i) => (
                <Image
                  key={p}
                  src={thumbnailUrl(p)}
                  alt={`Photo ${i + 1} of ${product.name}`}
                  w={64}
                  h={64}
                  radius="sm"
                  style={{
                    cursor: 'pointer',
                    outline: i === photo ? '2px solid var(--mantine-color-navy-8)' : 'none',
                  }}
                  onClick={() => setPhoto(i)}
                />
              ))}
            </Group>
          )}
        </Stack>
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
          <Money amount={product.unitPrice} was={product.compareAtPrice} fz={26} c="navy.9" />
          <Group gap="xs">
            {stock > 0 ? (
              <span className={`${classes.badge} ${classes.inStock}`}>
                {stock <= 5 ? `Only ${stock} left` : 'In stock'}
              </span>
            ) : (
              <span className={`${classes.badge} ${classes.soldOut}`}>Sold out</span>
            )}
            {product.tags.map((t) => (
              <span key={t._id} className={`${classes.badge} ${classes.tag}`}>
                {t.name}
              </span>
            ))}
          </Group>
          {product.variants.length > 0 && (
            <Stack gap={6}>
              <Text fw={600} size="sm">
                {variantType}
              </Text>
              <Group gap="xs" role="group" aria-label={`Choose a ${variantType.toLowerCase()}`}>
                {product.variants.map((v) => (
                  <Button
                    key={v.name}
                    size="xs"
                    radius="xl"
                    variant={variant === v.name ? 'filled' : 'default'}
                    aria-pressed={variant === v.name}
                    disabled={v.qty === 0}
                    onClick={() => setVariant(v.name)}
                  >
                    {v.name}
                  </Button>
                ))}
              </Group>
            </Stack>
          )}
          <AddToCart
            key={variant ?? ''}
            product={product}
            variant={variant}
            resaleId={product.resaleAllowed ? resaleId : undefined}
            ownBusiness={me?.businesses.some((b) => b._id === product.businessId) ?? false}
          />
          <MessageSeller
            business={product.business}
            about={{
              kind: 'product',
              _id: product._id,
              name: product.name,
              photo: product.photos[0] ?? null,
              price: product.unitPrice,
            }}
            ownBusiness={me?.businesses.some((b) => b._id === product.businessId) ?? false}
            variant="default"
            fullWidth
          />
          <Text style={{ whiteSpace: 'pre-line' }}>{product.description}</Text>
          <Group gap="sm">
            <Button
              variant={liked ? 'filled' : 'light'}
              leftSection={liked ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
              loading={like.isPending}
              onClick={() =>
                signedIn
                  ? like.mutate(!liked)
                  : logInFirst(
                      navigate,
                      `/product/${product._id}${resaleId ? `?resale=${resaleId}` : ''}`,
                      likeLater,
                    )
              }
            >
              {liked ? 'Liked' : 'Like'} · {product.likes}
            </Button>
            <Button
              component="a"
              href={`https://wa.me/?text=${encodeURIComponent(`${shareText} ${url}`)}`}
              target="_blank"
              rel="noopener noreferrer"
              variant="filled"
              color="teal.9"
              leftSection={<IconBrandWhatsapp size={18} />}
            >
              Share on WhatsApp
            </Button>
            <Button variant="subtle" leftSection={<IconShare size={18} />} onClick={share}>
              Share
            </Button>
          </Group>
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
