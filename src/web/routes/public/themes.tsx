import { Button, Container, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '#web/components/query-state.tsx';
import {
  popularBusinessesQuery,
  usePopularBusinesses,
} from '#web/features/catalogue/api/populars.ts';
import { productsQuery } from '#web/features/catalogue/api/products.ts';
import { useMyThemes } from '#web/features/themes/api/my-themes.ts';
import { themesQuery, useThemes } from '#web/features/themes/api/themes.ts';
import { SAMPLE_STORE, StorePreview } from '#web/features/themes/components/store-preview.tsx';
import { ThemeCard, ThemeGrid } from '#web/features/themes/components/theme-card.tsx';
import { ThemePaymentResult } from '#web/features/themes/components/theme-payment-result.tsx';
import { lookIn } from '#web/features/themes/look.ts';
import { useMe } from '#web/features/users/api/get-me.ts';
import { pageLoader } from '#web/lib/page-data.ts';
import { useClientStore } from '#web/lib/store.ts';

/** The demo store every theme is shown with: the most followed one, and a few of its products. */
const DEMO_PRODUCTS = 4;
const demoProducts = (businessId: string) =>
  productsQuery({ productBusinessId: businessId, limit: DEMO_PRODUCTS });

export const loader = pageLoader(async (client) => {
  const [, businesses] = await Promise.all([
    client.fetchQuery(themesQuery()),
    client.fetchQuery(popularBusinessesQuery(1)),
  ]);
  const demo = businesses[0];
  if (demo) await client.prefetchInfiniteQuery(demoProducts(demo._id));
});

/** `/themes`: every store theme with a demo store drawn in it, its price, and the way to use it. */
export default function ThemesScreen() {
  const [params] = useSearchParams();
  const paymentId = params.get('payment');
  const themes = useThemes();
  const demo = usePopularBusinesses(1).data?.[0];
  const products = useInfiniteQuery({ ...demoProducts(demo?._id ?? ''), enabled: Boolean(demo) });
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const me = useMe();
  const store = me.data?.businesses[0];
  // What the vendor already holds is theirs to use (back from paying by card, say).
  const held = useMyThemes().data?.owned;
  const demoItems = demo ? (products.data?.pages[0]?.results ?? []) : [];

  function action(themeId: string, free: boolean) {
    const label =
      free || held?.some((o) => o.theme === themeId) ? 'Use this theme' : 'Get this theme';
    if (!signedIn)
      return {
        label: 'Log in to use it',
        to: `/auth/login?redirect=${encodeURIComponent('/themes')}`,
      };
    if (me.isPending) return null;
    if (!store) return { label: 'Open a store first', to: '/shopper/add-business' };
    return { label, to: `/vendor/${store._id}/theme#theme-${themeId}` };
  }

  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="xl">
        <Stack gap="xs" ta="center" maw={640} mx="auto">
          <Title order={1}>Themes for your Oja store</Title>
          <Text c="gray.7">
            Give your storefront a look that fits your brand. Free themes for every store; paid ones
            by the month, from your Oja wallet or by card, in naira.
          </Text>
        </Stack>
        {paymentId && <ThemePaymentResult transactionId={paymentId} />}
        <QueryState query={themes} what="the themes" rows={3} rowHeight={360}>
          {(list) => (
            <ThemeGrid>
              {list.map((theme) => {
                const go = action(theme._id, theme.monthlyPrice === 0);
                return (
                  <ThemeCard
                    key={theme._id}
                    theme={theme}
                    preview={
                      demo ? (
                        <StorePreview
                          look={lookIn(theme, { accent: null, hero: null })}
                          store={demo}
                          products={demoItems}
                          label={`${demo.name} in ${theme.name}`}
                        />
                      ) : (
                        <StorePreview
                          look={lookIn(theme, { accent: null, hero: null })}
                          store={SAMPLE_STORE}
                          products={[]}
                          label={`A store in ${theme.name}`}
                        />
                      )
                    }
                  >
                    {go && (
                      <Button component={Link} to={go.to} size="sm">
                        {go.label}
                        <VisuallyHidden>: {theme.name}</VisuallyHidden>
                      </Button>
                    )}
                  </ThemeCard>
                );
              })}
            </ThemeGrid>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
