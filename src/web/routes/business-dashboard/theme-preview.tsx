import { Alert, Anchor, Button, Center, Loader } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { titled } from '#shared/page-titles.ts';
import { NotFound } from '#web/components/not-found.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { productsQuery } from '#web/features/catalogue/api/products.ts';
import { useStorefront } from '#web/features/catalogue/api/storefront.ts';
import { useActivateTheme, useMyThemes } from '#web/features/themes/api/my-themes.ts';
import { useTheme } from '#web/features/themes/api/themes.ts';
import { PreviewBar } from '#web/features/themes/components/preview-bar.tsx';
import { StorePreview } from '#web/features/themes/components/store-preview.tsx';
import { choiceFor, lookIn } from '#web/features/themes/look.ts';
import { RequireAuth } from '../../app/require-auth.tsx';

function Preview() {
  const { vendorId = '', themeId = '' } = useParams();
  const mine = useMyThemes();
  const theme = useTheme(themeId);
  const store = mine.data?.stores.find((s) => s._id === vendorId);
  const business = useStorefront(store?.handle ?? '');
  const products = useInfiniteQuery({
    ...productsQuery({ productBusinessId: vendorId, limit: 12 }),
    enabled: Boolean(store),
  });
  const activate = useActivateTheme();
  const [used, setUsed] = useState(false);
  useDocumentTitle(titled(theme.data ? `${theme.data.name} preview` : 'Theme preview'));
  const back = `/vendor/${vendorId}/theme`;

  if (mine.isPending || theme.isPending || (store && business.isPending))
    return (
      <Center h="100dvh" role="status" aria-label="Loading the preview">
        <Loader />
      </Center>
    );
  // Only the owner previews a store; an unknown theme or store is not found.
  if (!store || !theme.data || !business.data) return <NotFound what="preview" />;

  const choice = choiceFor(theme.data, mine.data?.owned ?? [], store);
  return (
    <>
      <PreviewBar themeName={theme.data.name}>
        {choice === 'use' && !used && (
          <Button
            size="xs"
            color="amber.5"
            c="navy.9"
            loading={activate.isPending}
            onClick={() =>
              activate.mutate(
                { themeId: theme.data._id, businessId: vendorId },
                { onSuccess: () => setUsed(true) },
              )
            }
          >
            Use this theme
          </Button>
        )}
        {choice === 'buy' && (
          <Button
            size="xs"
            color="amber.5"
            c="navy.9"
            component={Link}
            to={`${back}#theme-${theme.data._id}`}
          >
            Buy this theme
          </Button>
        )}
        <Button size="xs" variant="white" component={Link} to={back}>
          Back
        </Button>
      </PreviewBar>
      {(used || choice === 'current') && (
        <Alert color="navy" radius={0} role="status">
          Your store uses {theme.data.name}.{' '}
          <Anchor component={Link} to={`/store/${store.handle}`} fw={600}>
            See your live store
          </Anchor>
        </Alert>
      )}
      <main>
        <StorePreview
          size="page"
          look={lookIn(theme.data, store)}
          store={business.data}
          products={products.data?.pages[0]?.results ?? []}
          label={`${business.data.name} in ${theme.data.name}`}
        />
      </main>
    </>
  );
}

/** `/vendor/{id}/theme/preview/{themeId}`: the owner's store in a theme, full page; never indexed. */
export default function ThemePreviewScreen() {
  return (
    <RequireAuth>
      <meta name="robots" content="noindex" />
      <Preview />
    </RequireAuth>
  );
}
