import {
  Anchor,
  Box,
  Button,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBuildingStore,
  IconCash,
  IconSearch,
  IconShieldCheck,
  IconShoppingBag,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { useMe } from '#web/features/account/api/get-me.ts';
import {
  popularBusinessesQuery,
  popularProductsQuery,
  usePopularBusinesses,
  usePopularProducts,
} from '#web/features/catalogue/api/populars.ts';
import { BusinessCard } from '#web/features/catalogue/components/business-card.tsx';
import { ProductCard } from '#web/features/catalogue/components/product-card.tsx';
import { loginPath } from '#web/lib/login-path.ts';
import { useViewer } from '#web/lib/session-hint.ts';
import { pageLoader } from '#web/lib/page-data.ts';
import {
  categoriesQuery,
  nigerianStatesQuery,
  useCategories,
  useNigerianStates,
} from '#web/lib/reference-data.ts';
import cards from '#web/features/catalogue/components/cards.module.css';
import classes from './home.module.css';

const points = [
  {
    icon: IconBuildingStore,
    title: 'Trusted local businesses',
    text: 'Follow vendors and creators from Lagos to Kano and shop their catalogues in one place.',
  },
  {
    icon: IconCash,
    title: 'Pay in naira',
    text: 'Card and wallet payments in naira; your money is held safely until you confirm delivery.',
  },
  {
    icon: IconTruckDelivery,
    title: 'Delivery you can track',
    text: 'Every order shows each step from accepted to shipped, delivered and received.',
  },
  {
    icon: IconShieldCheck,
    title: 'Run your business',
    text: 'Vendors manage products, orders, delivery fees and payouts from one dashboard.',
  },
];

const PRODUCTS = 8;
const BUSINESSES = 6;
const ADD_BUSINESS = '/shopper/add-business';

export const loader = pageLoader((client) =>
  Promise.all([
    client.prefetchQuery(popularProductsQuery(PRODUCTS)),
    client.prefetchQuery(popularBusinessesQuery(BUSINESSES)),
    client.prefetchQuery(categoriesQuery),
    client.prefetchQuery(nigerianStatesQuery),
  ]),
);

/** Where "Start selling" leads: the dashboard of one's business, adding one, or logging in first. */
function useStartSelling(): string {
  const viewer = useViewer();
  const me = useMe();
  // A signed-in browser whose session is not back yet is not sent to log in.
  if (viewer === 'visitor') return loginPath(ADD_BUSINESS);
  const business = me.data?.businesses[0];
  return business ? `/vendor/${business._id}` : ADD_BUSINESS;
}

function Section({
  title,
  more,
  children,
}: {
  title: string;
  more?: { label: string; to: string };
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {title}
        </Title>
        {more && (
          <Anchor component={Link} to={more.to} size="sm" fw={600} style={{ flexShrink: 0 }}>
            {more.label}
          </Anchor>
        )}
      </Group>
      {children}
    </Stack>
  );
}

/** A section that could not load, with a way to try again (kept light: no Alert). */
function SectionError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Stack gap="xs" align="flex-start" role="alert">
      <Text size="sm">We could not load {what}. Check your connection and try again.</Text>
      <Button size="xs" variant="light" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}

function PopularProducts() {
  const query = usePopularProducts(PRODUCTS);
  if (query.isPending) {
    return (
      <div
        className={classes.products}
        role="status"
        aria-busy="true"
        aria-label="Loading products"
      >
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h={240} radius="md" />
        ))}
      </div>
    );
  }
  if (query.isError) return <SectionError what="products" onRetry={() => query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <EmptyState icon={<IconShoppingBag size={24} />} title="No products yet">
        Products appear here as soon as businesses add them.
      </EmptyState>
    );
  }
  return (
    <div className={classes.products}>
      {query.data.map((p) => (
        <ProductCard key={p._id} product={p} />
      ))}
    </div>
  );
}

function PopularBusinesses() {
  const query = usePopularBusinesses(BUSINESSES);
  if (query.isPending) {
    return (
      <div
        className={cards.businessGrid}
        role="status"
        aria-busy="true"
        aria-label="Loading stores"
      >
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h={96} radius="md" />
        ))}
      </div>
    );
  }
  if (query.isError) return <SectionError what="stores" onRetry={() => query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <EmptyState icon={<IconBuildingStore size={24} />} title="No stores yet">
        Open the first one: it takes a minute.
      </EmptyState>
    );
  }
  return (
    <div className={cards.businessGrid}>
      {query.data.map((b) => (
        <BusinessCard key={b._id} business={b} />
      ))}
    </div>
  );
}

/** Links into Explore with one filter applied: categories or states. */
function BrowseLinks({ kind }: { kind: 'category' | 'state' }) {
  const categories = useCategories();
  const states = useNigerianStates();
  const query = kind === 'category' ? categories : states;
  const links =
    kind === 'category'
      ? (categories.data ?? []).map((c) => ({ key: c._id, label: c.name, value: c._id }))
      : (states.data ?? []).map((s) => ({ key: s.code, label: s.name, value: s.name }));
  if (query.isPending) {
    return (
      <div className={classes.chips} aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h={26} w={110} radius="xl" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <SectionError
        what={kind === 'category' ? 'categories' : 'states'}
        onRetry={() => query.refetch()}
      />
    );
  }
  return (
    <div className={classes.chips}>
      {links.map((l) => (
        <Button
          key={l.key}
          component={Link}
          to={`/explore?${new URLSearchParams({ [kind]: l.value })}`}
          variant="default"
          radius="xl"
          size="compact-sm"
          fw={500}
        >
          {l.label}
        </Button>
      ))}
    </div>
  );
}

export default function HomeScreen() {
  const startSelling = useStartSelling();
  return (
    <>
      <Box bg="navy.9" c="white" py={{ base: 28, sm: 64 }}>
        <Container size="lg">
          <Stack gap="md" maw={640}>
            <Title order={1} fz={{ base: 28, sm: 44 }} lh={1.15}>
              Shop Nigerian businesses, pay in naira
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="gray.3">
              Discover stores and creators from Lagos to Kano, order what you love and pay safely —
              or open your own store and manage it all in one place.
            </Text>
            <Form action="/explore" method="get" role="search" className={classes.search}>
              <IconSearch size={18} aria-hidden="true" />
              <input
                name="q"
                type="search"
                enterKeyHint="search"
                aria-label="Search products and stores"
                placeholder="Search ankara, shea butter, phones…"
              />
              <Button type="submit" color="amber.5" c="navy.9">
                Search
              </Button>
            </Form>
            <Group gap="sm">
              <Button component={Link} to="/shopper" size="md" color="amber.5" c="navy.9">
                Shop Now
              </Button>
              <Button component={Link} to={startSelling} size="md" variant="white" color="navy.9">
                Start selling
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 'lg', sm: 48 }}>
        <Stack gap={40}>
          <Section title="Popular products" more={{ label: 'See all', to: '/explore' }}>
            <PopularProducts />
          </Section>
          <Section
            title="Popular stores"
            more={{ label: 'All stores', to: '/explore?tab=businesses' }}
          >
            <PopularBusinesses />
          </Section>
          <Section title="Shop by category">
            <BrowseLinks kind="category" />
          </Section>
          <Section title="Shop by state">
            <BrowseLinks kind="state" />
          </Section>
          <div className={classes.points}>
            {points.map((p) => (
              <Stack key={p.title} gap="xs">
                <ThemeIcon size={44} radius="md" variant="light">
                  <p.icon size={24} stroke={1.6} />
                </ThemeIcon>
                <Title order={3} fz="lg">
                  {p.title}
                </Title>
                <Text c="dimmed" size="sm">
                  {p.text}
                </Text>
              </Stack>
            ))}
          </div>
        </Stack>
      </Container>
    </>
  );
}
