import { Anchor, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { deferred } from '#web/components/deferred.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { NotFound } from '#web/components/not-found.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useConsoleArticle, useDeleteArticle } from '#web/features/console/api/blog.ts';
import { ArticleText } from '#web/features/blog/components/article-text.tsx';
import { isNotFound } from '#web/lib/api-client.ts';

// The editor's code comes after the screen shows.
const ArticleEditor = deferred(() =>
  import('#web/features/console/components/article-editor.tsx').then((m) => m.ArticleEditor),
);

function DeleteButton({ id }: { id: string }) {
  const navigate = useNavigate();
  const remove = useDeleteArticle(id);
  return (
    <Button
      variant="subtle"
      color="red"
      loading={remove.isPending}
      onClick={() => {
        if (window.confirm('Delete this article for good?'))
          remove.mutate(undefined, { onSuccess: () => navigate('/console/blog') });
      }}
    >
      Delete
    </Button>
  );
}

/** Content staff write or change one article (`new` for a new one). */
export default function ConsoleArticleScreen() {
  const { id = 'new' } = useParams();
  const navigate = useNavigate();
  const existing = id === 'new' ? null : id;
  const article = useConsoleArticle(existing);
  useDocumentTitle(existing ? 'Article | Oja console' : 'New article | Oja console');
  if (existing && article.isError && isNotFound(article.error)) return <NotFound what="article" />;
  if (existing && article.isPending) return <Skeleton h={400} radius="md" maw={900} />;
  if (existing && article.isError)
    return <LoadError what="the article" onRetry={() => article.refetch()} />;
  const a = existing ? article.data! : null;
  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to="/console/blog" size="sm">
        ← All articles
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
          {a ? a.title : 'New article'}
        </Title>
        {a?.publishedAt && (
          <Anchor href={`/blog/${a.slug}`} target="_blank" size="sm">
            See it on the blog
          </Anchor>
        )}
      </Group>
      <Suspense fallback={<Skeleton h={400} radius="md" />}>
        <ArticleEditor
          key={a?._id ?? 'new'}
          article={a}
          preview={(html) => <ArticleText html={html} />}
          onSaved={(saved) => {
            if (!existing) navigate(`/console/blog/${saved._id}`, { replace: true });
          }}
        />
      </Suspense>
      {a && <DeleteButton id={a._id} />}
    </Stack>
  );
}
