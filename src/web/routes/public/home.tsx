import { Box, Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconCash,
  IconSearch,
  IconShieldCheck,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { Form, Link } from 'react-router';
import type { SponsoredQuery } from '#shared/schemas/ads.ts';
import { Section } from '#web/components/section.tsx';
import { sponsoredQuery } from '#web/features/ads/api/sponsored.ts';
import { SponsoredRow } from '#web/features/ads/components/sponsored-row.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import {
  popularBusinessesQuery,
  popularProductsQuery,
} from '#web/features/catalogue/api/populars.ts';
import { BrowseLinks } from '#web/features/catalogue/components/browse-links.tsx';
import { PopularBusinesses } from '#web/features/catalogue/components/popular-businesses.tsx';
import { PopularProducts } from '#web/features/catalogue/components/popular-products.tsx';
import { loginPath } from '#web/lib/login-path.ts';
import { useViewer } from '#web/lib/session-hint.ts';
import { pageLoader } from '#web/lib/page-data.ts';
import { categoriesQuery, nigerianStatesQuery } from '#web/lib/reference-data.ts';
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
/** The home page's sponsored row, beside the popular products. */
const HOME_ADS: SponsoredQuery = { placement: 'HOME_PAGE', limit: 4 };

export const loader = pageLoader((client) =>
  Promise.all([
    client.prefetchQuery(popularProductsQuery(PRODUCTS)),
    client.prefetchQuery(popularBusinessesQuery(BUSINESSES)),
    client.prefetchQuery(sponsoredQuery(HOME_ADS)),
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
            <PopularProducts limit={PRODUCTS} />
          </Section>
          <SponsoredRow title="Sponsored" query={HOME_ADS} />
          <Section
            title="Popular stores"
            more={{ label: 'All stores', to: '/explore?tab=businesses' }}
          >
            <PopularBusinesses limit={BUSINESSES} />
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
