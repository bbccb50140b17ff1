import { Button, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { ThemeView } from '#shared/schemas/themes.ts';
import { deferred } from '#web/components/deferred.tsx';
import { Notice, Placeholder, ScreenReaderText } from '#web/components/plain.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useBusiness } from '#web/features/businesses/api/business.ts';
import type { ThemePurchase } from '#web/features/themes/api/buy-theme.ts';
import { useActivateTheme, useMyThemes } from '#web/features/themes/api/my-themes.ts';
import { useStoreSample } from '#web/features/themes/api/store-sample.ts';
import { useThemes } from '#web/features/themes/api/themes.ts';
import { StorePreview } from '#web/features/themes/components/store-preview.tsx';
import { ThemeCard, ThemeGrid } from '#web/features/themes/components/theme-card.tsx';
import { choiceFor, endedChoice, lookIn, ownedText } from '#web/features/themes/look.ts';
import { formatNaira } from '#shared/format.ts';

/** `/vendor/{id}/theme`: the theme this store shows, every theme with the store in it, buying and using one. */
// The buying dialog and the store's own style (a colour picker, picture uploads) are below or
// behind the themes, so their code comes after the screen.
const BuyThemeDialog = deferred(() =>
  import('#web/features/themes/components/buy-theme-dialog.tsx').then((m) => m.BuyThemeDialog),
);
const RenewSwitch = deferred(() =>
  import('#web/features/themes/components/renew-switch.tsx').then((m) => m.RenewSwitch),
);
const StoreStyleCard = deferred(() =>
  import('#web/features/themes/components/store-style-card.tsx').then((m) => m.StoreStyleCard),
);

export default function VendorThemeScreen() {
  useDocumentTitle('Store theme | Oja');
  const { vendorId = '' } = useParams();
  const { hash } = useLocation();
  const themes = useThemes();
  const mine = useMyThemes();
  const business = useBusiness(vendorId);
  const products = useStoreSample(vendorId);
  const activate = useActivateTheme();
  const [buying, setBuying] = useState<ThemeView | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const store = mine.data?.stores.find((s) => s._id === vendorId);
  const loaded = Boolean(themes.data && mine.data);

  // Once the themes show, the dialog's code is fetched, so Buy opens it at once.
  useEffect(() => {
    if (loaded) void BuyThemeDialog.preload();
  }, [loaded]);

  // Coming from the theme shop with a theme in mind: it is scrolled to once the list shows.
  useEffect(() => {
    if (loaded && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [loaded, hash]);

  function applyTheme(theme: Pick<ThemeView, '_id' | 'name'>) {
    setDone(null);
    activate.mutate(
      { themeId: theme._id, businessId: vendorId },
      { onSuccess: () => setDone(theme.name) },
    );
  }

  function bought(result: ThemePurchase) {
    if (result.authorizationUrl) {
      window.location.assign(result.authorizationUrl);
      return;
    }
    const theme = buying;
    setBuying(null);
    if (result.status === 'PAID' && theme) applyTheme(theme);
  }

  const liveLink = store && (
    <Text
      component={Link}
      to={`/store/${store.handle}`}
      c="var(--mantine-color-anchor)"
      fw={600}
      td="underline"
      span
    >
      See your live store
    </Text>
  );

  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Store theme
        </Title>
        <Text c="dimmed" size="sm">
          How your storefront looks to shoppers. Each theme below shows your own store in it.
        </Text>
      </div>
      {done && store && (
        <Notice color="navy" title={`Your store now uses ${done}`}>
          Shoppers see it straight away. {liveLink}
        </Notice>
      )}
      <QueryState query={mine} what="your store's theme" rows={1}>
        {() => {
          if (!store) return <Text>This store is not among yours.</Text>;
          const current = themes.data?.find((t) => t._id === store.theme);
          const ended = themes.data ? endedChoice(store, themes.data) : null;
          return (
            <Stack gap="xs">
              <Text>
                Your store shows <strong>{current?.name ?? store.theme}</strong>. {liveLink}
              </Text>
              {ended && (
                <Notice color="yellow" title={`Your ${ended.name} theme has ended`}>
                  Your store shows {current?.name} until you buy {ended.name} again or choose
                  another theme.
                </Notice>
              )}
            </Stack>
          );
        }}
      </QueryState>
      <QueryState
        query={themes}
        what="the themes"
        rows={3}
        rowHeight={360}
        isEmpty={(list) => list.length === 0}
        empty={{ icon: null, title: 'No themes yet' }}
      >
        {(list) => (
          <ThemeGrid>
            {list.map((theme) => {
              const owned = mine.data?.owned.find((o) => o.theme === theme._id);
              const choice = store ? choiceFor(theme, mine.data?.owned ?? [], store) : 'buy';
              const from = theme.terms[0]?.amount;
              return (
                <ThemeCard
                  key={theme._id}
                  theme={theme}
                  current={choice === 'current'}
                  status={choice === 'current' ? 'Shown on your store now' : ownedText(owned)}
                  preview={
                    business.data ? (
                      <StorePreview
                        look={lookIn(theme, {
                          accent: store?.accent ?? null,
                          hero: store?.hero ?? null,
                        })}
                        store={business.data}
                        products={products.data ?? []}
                        label={`${business.data.name} in ${theme.name}`}
                      />
                    ) : null
                  }
                >
                  {choice === 'use' && (
                    <Button
                      size="sm"
                      onClick={() => applyTheme(theme)}
                      loading={activate.isPending && activate.variables?.themeId === theme._id}
                    >
                      Use this theme
                    </Button>
                  )}
                  {choice === 'buy' && (
                    <Button size="sm" onClick={() => setBuying(theme)}>
                      Buy
                      <ScreenReaderText>
                        {' '}
                        {theme.name}
                        {from !== undefined ? ` from ${formatNaira(from)}` : ''}
                      </ScreenReaderText>
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="light"
                    component={Link}
                    to={`/vendor/${vendorId}/theme/preview/${theme._id}`}
                  >
                    Preview
                  </Button>
                  {owned?.how === 'bought' && (
                    <Suspense fallback={<span style={{ width: 84 }} />}>
                      <RenewSwitch themeId={theme._id} autoRenew={owned.autoRenew} />
                    </Suspense>
                  )}
                </ThemeCard>
              );
            })}
          </ThemeGrid>
        )}
      </QueryState>
      {store && (
        <Suspense fallback={<Placeholder h={240} radius="lg" />}>
          <StoreStyleCard
            businessId={vendorId}
            accent={store.accent}
            hero={store.hero}
            themePrimary={themes.data?.find((t) => t._id === store.theme)?.tokens.primary ?? ''}
          />
        </Suspense>
      )}
      {buying && (
        <Suspense fallback={null}>
          <BuyThemeDialog
            theme={themes.data?.find((t) => t._id === buying._id) ?? buying}
            storeName={business.data?.name ?? 'Your store'}
            busy={activate.isPending}
            onBought={bought}
            onClose={() => setBuying(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
