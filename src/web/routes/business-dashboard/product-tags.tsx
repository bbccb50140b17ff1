import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTags } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useBusinessTags, useCreateTag } from '#web/features/catalogue/api/tags.ts';
import { applyFieldErrors } from '#web/lib/form-errors.ts';
import { TAG_NAME } from '#shared/validation/catalogue.ts';
import { textCheck } from '#web/lib/validators.ts';

export default function ProductTagsScreen() {
  const { vendorId = '' } = useParams();
  const tags = useBusinessTags(vendorId);
  const create = useCreateTag(vendorId);
  const form = useForm({
    initialValues: { name: '' },
    validate: { name: textCheck(TAG_NAME) },
  });
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
                onSuccess: () => form.reset(),
                onError: (err) => applyFieldErrors(form, err),
              }),
            )}
          >
            <Group gap="sm" align="flex-start">
              <TextInput
                aria-label="New tag"
                placeholder="New tag"
                maxLength={40}
                style={{ flex: 1 }}
                {...form.getInputProps('name')}
              />
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
                <Badge key={t._id} size="lg" variant="filled" color="navy.8">
                  {t.name}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
