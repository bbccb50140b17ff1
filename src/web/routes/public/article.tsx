import {
  Anchor,
  Avatar,
  Button,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router';
import { titled } from '#shared/titled.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { NotFound } from '#web/components/not-found.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { articleQuery, useArticle } from '#web/features/blog/api/articles.ts';
import { articleByline } from '#web/features/blog/components/article-card.tsx';
import { ArticleText } from '#web/features/blog/components/article-text.tsx';
import blog from '#web/features/blog/components/blog.module.css';
import { BusinessCard } from '#web/features/catalogue/components/business-card.tsx';
import { ProductCard } from '#web/features/catalogue/components/product-card.tsx';
import { isNotFound } from '#web/lib/api-client.ts';
import { pageLoader } from '#web/lib/page-data.ts';
import { usePictures } from '#web/lib/data-saver.ts';

// Rendered on the server with its text and cards: a shared link or a search result opens on it.
export const loader = pageLoader((client, { params }) =>
  client.prefetchQuery(articleQuery(params.slug ?? '')),
);

/** `/blog/{slug}`: one article, with the products and stores it talks about as live cards. */
export default function ArticleScreen() {
  const pictures = usePictures();
  const { slug = '' } = useParams();
  const article = useArticle(slug);
  const a = article.data;
  useDocumentTitle(a ? titled(a.title) : article.isPending ? null : titled('Blog'));

  if (article.isPending)
    return (
      <Container size="sm" py="xl">
        <Skeleton h={480} radius="lg" role="status" aria-label="Loading the article" />
      </Container>
    );
  if (article.isError && isNotFound(article.error)) return <NotFound what="article" />;
  if (!a)
    return (
      <Container size="sm" py="xl">
        <LoadError what="the article" onRetry={() => void article.refetch()} />
      </Container>
    );
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }} component="article">
      <Stack gap="lg">
        <Stack gap="xs">
          <Anchor component={Link} to="/blog" size="sm">
            ← The Oja blog
          </Anchor>
          <Title order={1} fz={{ base: 28, sm: 36 }} lh={1.2}>
            {a.title}
          </Title>
          <Text size="lg" c="dimmed">
            {a.description}
          </Text>
          <Group gap="sm" wrap="nowrap">
            <Avatar src={a.author.avatar} alt="" radius="xl" size={36} color="navy">
              {a.author.name.charAt(0)}
            </Avatar>
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {a.author.name}
              </Text>
              <Text size="xs" c="dimmed">
                {articleByline(a)}
              </Text>
            </Stack>
          </Group>
        </Stack>
        {a.cover && (
          <img
            src={pictures.whole(a.cover)}
            srcSet={pictures.srcSet(a.cover)}
            sizes="(min-width: 720px) 688px, 100vw"
            alt=""
            width={1200}
            height={675}
            fetchPriority="high"
            className={blog.cover}
            style={{ borderRadius: 'var(--mantine-radius-lg)' }}
          />
        )}
        <ArticleText html={a.html} />
        {a.products.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="article-products">
            <Title order={2} fz="h3" id="article-products">
              Products in this article
            </Title>
            <div className={blog.relatedProducts}>
              {a.products.map((p) => (
                <ProductCard key={p._id} product={p} />
              ))}
            </div>
          </Stack>
        )}
        {a.stores.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="article-stores">
            <Title order={2} fz="h3" id="article-stores">
              Stores in this article
            </Title>
            <div className={blog.relatedStores}>
              {a.stores.map((s) => (
                <BusinessCard key={s._id} business={s} />
              ))}
            </div>
          </Stack>
        )}
        {a.tags.length > 0 && (
          <Group gap="xs" role="group" aria-label="Topics">
            {a.tags.map((t) => (
              <Button
                key={t}
                component={Link}
                to={`/blog?tag=${encodeURIComponent(t)}`}
                size="xs"
                radius="xl"
                variant="default"
              >
                {t}
              </Button>
            ))}
          </Group>
        )}
        <Button component={Link} to="/blog" variant="light" w="fit-content">
          More from the blog
        </Button>
      </Stack>
    </Container>
  );
}
