import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LightTextField } from '#web/components/light-fields.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Tag } from '#web/components/plain.tsx';
import { useBusinessTags, useCreateTag } from '#web/features/catalogue/api/tags.ts';
import { applyFieldErrors } from '#web/lib/form-errors.ts';
import { TAG_NAME } from '#shared/validation/catalogue.ts';
import { useLightForm } from '#web/lib/light-form.ts';
import { textCheck } from '#web/lib/validators.ts';

export default function ProductTagsScreen() {
  const { vendorId = '' } = useParams();
  const tags = useBusinessTags(vendorId);
  const create = useCreateTag(vendorId);
  const form = useLightForm({ name: '' }, { name: textCheck(TAG_NAME) });
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Product tags
      </Title>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Tags group your products (for example “Bridal” or “New in”) and help shoppers find them
            in search.
          </Text>
          <form
            noValidate
            onSubmit={form.onSubmit((v) =>
              create.mutate(v.name.trim(), {
                onSuccess: () => form.resetDirty({ name: '' }),
                onError: (err) => applyFieldErrors(form, err),
              }),
            )}
          >
            <Group gap="sm" align="flex-start">
              <div style={{ flex: 1 }}>
                <LightTextField
                  label="New tag"
                  hideLabel
                  placeholder="New tag"
                  maxLength={40}
                  {...form.text('name')}
                />
              </div>
              <Button type="submit" loading={create.isPending}>
                Create tag
              </Button>
            </Group>
          </form>
          {tags.isError ? (
            <LoadError what="your tags" onRetry={() => tags.refetch()} />
          ) : tags.isPending ? (
            <Text size="sm">Loading tags…</Text>
          ) : (tags.data ?? []).length === 0 ? (
            <EmptyState icon={<IconTags size={24} />} title="No tags yet" />
          ) : (
            <Group gap="xs">
              {tags.data!.map((t) => (
                <Tag key={t._id} size="lg" color="navy.8">
                  {t.name}
                </Tag>
              ))}
            </Group>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
