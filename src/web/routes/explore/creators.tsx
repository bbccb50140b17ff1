import { Container, Stack, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ExploreTabs } from '#web/components/explore-tabs.tsx';
import { SearchField } from '#web/components/search-field.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { creatorsQuery } from '#web/features/social/api/creators.ts';
import { CreatorList, FOLLOW_LATER } from '#web/features/social/components/creator-list.tsx';
import creators from '#web/features/social/components/creators.module.css';
import { logInFirst } from '#web/lib/after-login.ts';
import { pageLoader } from '#web/lib/page-data.ts';
import { useClientStore } from '#web/lib/store.ts';

export const loader = pageLoader((client, { request }) =>
  client.prefetchInfiniteQuery(
    creatorsQuery(
      new URL(request.url).searchParams.get('q') ?? '',
      useClientStore.getState().auth.accessToken !== null,
    ),
  ),
);

/** Explore → Creators (docs/product.md#creators): the most followed creators, searchable, each to follow. */
export default function CreatorsScreen() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const { pathname, search: query } = useLocation();
  const navigate = useNavigate();
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const { data: me } = useMe();

  const setSearch = useCallback(
    (q: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (q) next.set('q', q);
          else next.delete('q');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const loginFirst = (creatorId: string) =>
    logInFirst(navigate, pathname + query, `${FOLLOW_LATER}${creatorId}`);

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <ExploreTabs />
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 32 }}>
            Creators
          </Title>
          <Text c="dimmed">
            Follow Nigerian creators for style, food, beauty and the products they love.
          </Text>
        </Stack>
        <div role="search" className={creators.search}>
          <SearchField
            value={search}
            onSearch={setSearch}
            label="Search creators"
            placeholder="Search creators by name or handle"
          />
        </div>
        <CreatorList
          search={search}
          viewer={{ userId: me?._id, signedIn, onLoginNeeded: loginFirst }}
        />
      </Stack>
    </Container>
  );
}
