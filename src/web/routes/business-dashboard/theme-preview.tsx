import { Alert, Anchor, Button, Center, Container, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { titled } from '#shared/titled.ts';
import { NotFound } from '#web/components/not-found.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { ProductGrid } from '#web/features/catalogue/components/product-grid.tsx';
import { useStorefront } from '#web/features/catalogue/api/storefront.ts';
import { useActivateTheme, useMyThemes } from '#web/features/themes/api/my-themes.ts';
import { useTheme } from '#web/features/themes/api/themes.ts';
import { PreviewBar } from '#web/features/themes/components/preview-bar.tsx';
import { StoreHeader } from '#web/features/themes/components/store-header.tsx';
import { ThemeFrame } from '#web/features/themes/components/theme-frame.tsx';
import { choiceFor, lookIn } from '#web/features/themes/look.ts';
import { RequireAuth } from '../../app/require-auth.tsx';
import classes from './theme-preview.module.css';

function Preview() {
  const { vendorId = '', themeId = '' } = useParams();
  const mine = useMyThemes();
  const theme = useTheme(themeId);
  const store = mine.data?.stores.find((s) => s._id === vendorId);
  const business = useStorefront(store?.handle ?? '');
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
  const look = lookIn(theme.data, store);
  return (
    <div className={classes.page}>
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
      <ThemeFrame look={look} className={classes.store}>
        <Container size="xl" py={{ base: 'md', sm: 'xl' }} component="main">
          <Stack gap="xl">
            <StoreHeader
              business={business.data}
              look={look}
              actions={
                <>
                  <Button size="xs" tabIndex={-1}>
                    Follow
                  </Button>
                  <Button size="xs" variant="default" tabIndex={-1}>
                    Message
                  </Button>
                </>
              }
            />
            <ProductGrid
              filters={{ productBusinessId: vendorId }}
              leads={!(look.hero ?? business.data.cover) || look.layout.hero === 'minimal'}
              empty="Your store has no products yet."
            />
          </Stack>
        </Container>
      </ThemeFrame>
    </div>
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
