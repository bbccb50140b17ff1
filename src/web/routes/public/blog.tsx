import { Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '#web/components/query-state.tsx';
import { articlesQuery, useArticles } from '#web/features/blog/api/articles.ts';
import { ArticleCard } from '#web/features/blog/components/article-card.tsx';
import classes from '#web/features/blog/components/blog.module.css';
import { pageLoader } from '#web/lib/page-data.ts';

export const loader = pageLoader((client, { request }) =>
  client.prefetchInfiniteQuery(articlesQuery(new URL(request.url).searchParams.get('tag'))),
);

/** The topics people look for most, always offered above the list. */
const TOPICS = ['selling tips', 'payments', 'delivery', 'seller stories', 'marketing'];

function ListPlaceholder() {
  return (
    <div className={classes.grid}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={320} radius="lg" />
      ))}
    </div>
  );
}

/** `/blog`: Oja's articles for sellers and shoppers, newest first, by topic. */
export default function BlogScreen() {
  const [params] = useSearchParams();
  const tag = params.get('tag');
  const articles = useArticles(tag);

  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>The Oja blog</Title>
          <Text c="dimmed" maw={640}>
            Guides, selling tips and stories from Nigerian vendors and creators: how to price,
            deliver, get paid and grow on Oja.
          </Text>
        </Stack>
        <Group gap="xs" role="navigation" aria-label="Topics">
          <Button
            component={Link}
            to="/blog"
            size="xs"
            radius="xl"
            variant={tag ? 'default' : 'filled'}
          >
            All articles
          </Button>
          {TOPICS.map((t) => (
            <Button
              key={t}
              component={Link}
              to={`/blog?tag=${encodeURIComponent(t)}`}
              size="xs"
              radius="xl"
              variant={tag === t ? 'filled' : 'default'}
            >
              {t.charAt(0).toUpperCase() + t.slice(1)}
            </Button>
          ))}
        </Group>
        <QueryState
          query={articles}
          what="the articles"
          placeholder={<ListPlaceholder />}
          isEmpty={(data) => data.pages[0]!.results.length === 0}
          empty={{
            icon: <IconNews size={24} />,
            title: tag ? `No articles about ${tag} yet` : 'No articles yet',
            children: tag
              ? 'Try another topic, or read them all.'
              : 'Our first guides are on the way.',
          }}
        >
          {(data) => (
            <Stack gap="lg">
              <div className={classes.grid}>
                {data.pages
                  .flatMap((p) => p.results)
                  .map((a, i) => (
                    <ArticleCard key={a._id} article={a} lead={i === 0} />
                  ))}
              </div>
              {articles.hasNextPage && (
                <Button
                  variant="light"
                  mx="auto"
                  loading={articles.isFetchingNextPage}
                  onClick={() => void articles.fetchNextPage()}
                >
                  More articles
                </Button>
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
