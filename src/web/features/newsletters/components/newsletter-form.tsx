import { Button, Group, Stack, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { NEWSLETTER_LIMITS } from '#shared/limits.ts';
import type { Newsletter } from '#shared/schemas/newsletters.ts';
import { LightTextArea, LightTextField } from '#web/components/light-fields.tsx';
import { Panel } from '#web/components/plain.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { useSaveNewsletter } from '../api/newsletters.ts';

export type ProductsPicker = (props: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: ReactNode;
}) => ReactNode;

/** Writing a newsletter (or changing a draft): subject, words and products; saved as a draft. */
export function NewsletterForm({
  businessId,
  editing,
  productsPicker,
  onSaved,
}: {
  businessId: string;
  /** The draft being changed, or null for a new one. */
  editing: Newsletter | null;
  productsPicker: ProductsPicker;
  onSaved: () => void;
}) {
  const save = useSaveNewsletter(businessId);
  const [subject, setSubject] = useState(editing?.subject ?? '');
  const [body, setBody] = useState(editing?.body ?? '');
  const [productIds, setProductIds] = useState<string[]>(editing?.productIds ?? []);
  const errors =
    save.error instanceof ApiError && typeof save.error.messages === 'object'
      ? save.error.messages
      : {};

  return (
    <Panel aria-labelledby="write">
      <form
        aria-label="Newsletter"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            { id: editing?._id ?? null, body: { subject, body, productIds } },
            {
              onSuccess: (res) => {
                notify.success(res.message ?? 'Draft saved');
                setSubject('');
                setBody('');
                setProductIds([]);
                onSaved();
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          <Title order={2} fz="h4" id="write">
            {editing ? 'Change your draft' : 'Write a newsletter'}
          </Title>
          <LightTextField
            label="Subject"
            value={subject}
            maxLength={NEWSLETTER_LIMITS.subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            error={errors.subject}
          />
          <LightTextArea
            label="Your message"
            description="Plain words, as you would write to a regular customer. Your store’s link and an unsubscribe link are added at the end."
            minRows={5}
            maxRows={14}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            error={errors.body}
          />
          {productsPicker({ value: productIds, onChange: setProductIds, error: errors.productIds })}
          <Group gap="xs">
            <Button type="submit" loading={save.isPending}>
              Save draft
            </Button>
            {editing && (
              <Button variant="subtle" onClick={onSaved} disabled={save.isPending}>
                Cancel
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Panel>
  );
}
