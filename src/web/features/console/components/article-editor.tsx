import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { Article } from '#shared/schemas/blog.ts';
import { LightTextArea } from '#web/components/light-fields.tsx';
import { LightSegments } from '#web/components/light-segments.tsx';
import { fieldMessage, otherMessages } from '#web/lib/error-messages.ts';
import { useArticlePreview, useSaveArticle } from '../api/blog.ts';

type Mode = 'WRITE' | 'PREVIEW';

/**
 * An article's fields in Markdown, a preview made by the server's own renderer, and saving it as
 * a draft or published. `preview` draws the HTML (the blog's own article text, from the screen).
 */
export function ArticleEditor(props: {
  article: Article | null;
  preview: (html: string) => ReactNode;
  onSaved: (article: Article) => void;
}) {
  const a = props.article;
  const save = useSaveArticle(a?._id ?? null);
  const render = useArticlePreview();
  const [mode, setMode] = useState<Mode>('WRITE');
  const [title, setTitle] = useState(a?.title ?? '');
  const [slug, setSlug] = useState(a?.slug ?? '');
  const [description, setDescription] = useState(a?.description ?? '');
  const [tags, setTags] = useState(a?.tags.join(', ') ?? '');
  const [body, setBody] = useState(a?.body ?? '');
  const error = save.isError ? save.error : null;
  const field = (name: string) => (error ? fieldMessage(error, name) : undefined);
  const submit = (published: boolean) =>
    save.mutate(
      {
        title,
        ...(slug.trim() ? { slug } : {}),
        description,
        body,
        tags: tags
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
        published,
      },
      { onSuccess: (res) => props.onSaved(res.data) },
    );
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit(a?.publishedAt != null);
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Title"
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={field('title')}
        />
        <TextInput
          label="Address"
          description="After oja.ng/blog/; made from the title when left empty"
          value={slug}
          onChange={(e) => setSlug(e.currentTarget.value)}
          error={field('slug')}
        />
        <LightTextArea
          label="Summary"
          description="Shown in lists and link previews"
          minRows={2}
          maxLength={300}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={field('description')}
        />
        <TextInput
          label="Tags"
          description="Separated by commas, up to 6"
          value={tags}
          onChange={(e) => setTags(e.currentTarget.value)}
          error={field('tags')}
        />
        <LightSegments<Mode>
          label="Body"
          value={mode}
          onChange={(m) => {
            setMode(m);
            if (m === 'PREVIEW') render.mutate(body);
          }}
          options={[
            { value: 'WRITE', label: 'Write' },
            { value: 'PREVIEW', label: 'Preview' },
          ]}
        />
        {mode === 'WRITE' ? (
          <LightTextArea
            label="Article (Markdown)"
            description="# for headings, **bold**, [links](/explore), - lists"
            minRows={12}
            maxLength={40_000}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            error={field('body')}
          />
        ) : (
          <Stack gap={4} aria-live="polite">
            {render.isPending && <Text c="dimmed">Making the preview…</Text>}
            {render.isError && (
              <Text c="red.7" role="alert">
                {fieldMessage(render.error, 'body') ?? otherMessages(render.error)}
              </Text>
            )}
            {render.data && (
              <>
                <Text size="sm" c="dimmed">
                  About {render.data.data.readingMinutes} min to read
                </Text>
                {props.preview(render.data.data.html)}
              </>
            )}
          </Stack>
        )}
        {error && otherMessages(error, ['title', 'slug', 'description', 'tags', 'body']) && (
          <Text size="sm" c="red.7" role="alert">
            {otherMessages(error, ['title', 'slug', 'description', 'tags', 'body'])}
          </Text>
        )}
        <Group gap="sm">
          <Button type="button" loading={save.isPending} onClick={() => submit(true)}>
            {a?.publishedAt ? 'Save' : 'Publish'}
          </Button>
          <Button
            type="button"
            variant="default"
            loading={save.isPending}
            onClick={() => submit(false)}
          >
            {a?.publishedAt ? 'Take back to draft' : 'Save draft'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
