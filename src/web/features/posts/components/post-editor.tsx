import { Button, Group, MultiSelect, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Post, PostBody } from '#shared/schemas/posts.ts';
import { POST_PHOTOS_MAX, POST_PRODUCTS_MAX, POST_TEXT_MAX } from '#shared/limits.ts';
import type { Product } from '#shared/schemas/products.ts';
import { ImageInput } from '#web/components/image-input.tsx';
import { applyFieldErrors } from '#web/lib/form-errors.ts';
import { useCreatePost, useUpdatePost } from '../api/my-posts.ts';
import { useTaggableProducts } from '../api/taggable-products.ts';
import { VideoInput } from './video-input.tsx';

const optionOf = (p: Pick<Product, '_id' | 'name' | 'business'>) => ({
  value: p._id,
  label: `${p.name} — ${p.business.name}`,
});

/**
 * Writes or edits a post: words, up to ten photos (compressed in the browser like product
 * photos) or one short video, and products to tag, from the creator's own businesses or their
 * resales. With a subscription offer set up, a post can be for subscribers only.
 */
export default function PostEditor({
  userId,
  businessIds,
  post,
  onDone,
  canPostForSubscribers = false,
}: {
  userId: string;
  businessIds: string[];
  post?: Post;
  onDone: () => void;
  /** Whether the creator has a subscription offer (needed for subscriber-only posts). */
  canPostForSubscribers?: boolean;
}) {
  const taggable = useTaggableProducts(userId, businessIds);
  const create = useCreatePost();
  const update = useUpdatePost(post?._id ?? '');
  const form = useForm<PostBody>({
    initialValues: {
      text: post?.text ?? '',
      photos: post?.photos ?? [],
      video: post?.video ?? undefined,
      productIds: post?.products.map((p) => p._id) ?? [],
      subscribersOnly: post?.subscribersOnly ?? false,
    },
    validate: {
      text: (text, values) =>
        text.trim() === '' && values.photos.length === 0 && !values.video
          ? 'Write something or add a photo'
          : null,
      video: (video) => (video && !video.poster ? 'Add a cover picture for your video' : null),
    },
  });

  // Products already tagged stay choosable even when they are not in the lists fetched.
  const options = new Map(
    [...(post?.products ?? []), ...(taggable.data ?? [])].map((p) => [p._id, optionOf(p)]),
  );

  const save = form.onSubmit((values) => {
    const options = { onSuccess: onDone, onError: (err: unknown) => applyFieldErrors(form, err) };
    if (post) update.mutate({ ...values, video: values.video ?? null }, options);
    else create.mutate(values, options);
  });
  const video = form.values.video ?? null;

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <Textarea
          label="What would you like to share?"
          placeholder="Tell your followers about a new arrival, a style tip, a deal…"
          autosize
          minRows={3}
          maxRows={10}
          maxLength={POST_TEXT_MAX}
          {...form.getInputProps('text')}
        />
        {!video && (
          <>
            <ImageInput
              label="Photos"
              max={POST_PHOTOS_MAX}
              value={form.values.photos}
              onChange={(urls) => {
                form.setFieldValue('photos', urls);
                if (urls.length > 0) form.clearFieldError('text');
              }}
            />
            <Text size="xs" c="dimmed" mt={-6}>
              Up to {POST_PHOTOS_MAX} photos; large pictures are made smaller before they are sent.
            </Text>
          </>
        )}
        {form.values.photos.length === 0 && (
          <VideoInput
            value={video}
            onChange={(next) => {
              form.setFieldValue('video', next ?? undefined);
              if (next) form.clearFieldError('text');
            }}
          />
        )}
        {form.errors.video && (
          <Text size="xs" c="red" role="alert">
            {form.errors.video}
          </Text>
        )}
        <MultiSelect
          label="Tag products"
          description="Shoppers can buy tagged products straight from your post."
          placeholder={form.values.productIds.length ? undefined : 'Search your products'}
          data={[...options.values()]}
          searchable
          clearable
          maxValues={POST_PRODUCTS_MAX}
          nothingFoundMessage={
            taggable.isPending
              ? 'Loading your products…'
              : 'No products to tag: add products to your business or resell products as an affiliate.'
          }
          {...form.getInputProps('productIds')}
        />
        <Switch
          label="Subscribers only"
          description={
            canPostForSubscribers || form.values.subscribersOnly
              ? 'Only your subscribers will see this post.'
              : 'Set up a subscription offer under Subscribers to post for subscribers only.'
          }
          disabled={!canPostForSubscribers && !form.values.subscribersOnly}
          {...form.getInputProps('subscribersOnly', { type: 'checkbox' })}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {post ? 'Save post' : 'Publish post'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
