import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '#shared/dates.ts';
import type { Newsletter } from '#shared/schemas/newsletters.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { LazyModal } from '#web/components/lazy-modal.tsx';
import { PagePager } from '#web/components/page-pager.tsx';
import { Panel, Placeholder, Tag } from '#web/components/plain.tsx';
import { notify } from '#web/lib/notify.ts';
import { useNewsletterAction, useNewsletters, usePreview } from '../api/newsletters.ts';

const STATUS = {
  draft: ['Draft', 'gray.7'],
  sending: ['Sending', 'navy.7'],
  sent: ['Sent', 'teal.9'],
} as const;

/** The e-mail as a subscriber will read it, in a dialog. */
function Preview({
  businessId,
  id,
  onClose,
}: {
  businessId: string;
  id: string;
  onClose: () => void;
}) {
  const preview = usePreview(businessId, id);
  return (
    <LazyModal opened onClose={onClose} title="What your subscribers will read" size="lg">
      {preview.data ? (
        <Stack gap="xs">
          <Text fw={700}>{preview.data.subject}</Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {preview.data.text}
          </Text>
        </Stack>
      ) : preview.isError ? (
        <LoadError what="the preview" onRetry={() => void preview.refetch()} />
      ) : (
        <div role="status" aria-label="Loading the preview">
          <Placeholder h={200} />
        </div>
      )}
    </LazyModal>
  );
}

/** The business's newsletters, newest first: drafts to preview, change, send or delete; sent ones with their figures. */
export function NewsletterHistory({
  businessId,
  onEdit,
}: {
  businessId: string;
  onEdit: (draft: Newsletter) => void;
}) {
  const [page, setPage] = useState(1);
  const list = useNewsletters(businessId, page);
  const act = useNewsletterAction(businessId);
  const [previewing, setPreviewing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  function run(id: string, action: 'send' | 'delete') {
    act.mutate(
      { id, action },
      {
        onSuccess: (res) => {
          setConfirming(null);
          notify.success(res.message ?? (action === 'send' ? 'Sending' : 'Draft deleted'));
        },
      },
    );
  }

  return (
    <Panel aria-labelledby="sent">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="sent">
          Your newsletters
        </Title>
        {list.isPending ? (
          <div role="status" aria-label="Loading your newsletters">
            <Placeholder h={120} />
          </div>
        ) : !list.data ? (
          <LoadError what="your newsletters" onRetry={() => void list.refetch()} />
        ) : list.data.totalRecords === 0 ? (
          <Text size="sm" c="dimmed">
            None yet. Write your first above: it is kept as a draft until you send it.
          </Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.data.results.map((n) => {
              const [label, color] = STATUS[n.status];
              return (
                <Stack
                  key={n._id}
                  component="li"
                  gap={6}
                  p="sm"
                  style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
                >
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {n.subject}
                    </Text>
                    <span style={{ flexShrink: 0 }}>
                      <Tag color={color} size="sm">
                        {label}
                      </Tag>
                    </span>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {n.status === 'draft'
                      ? `Written ${formatDate(n.createdAt, 'date')}`
                      : `Sent ${formatDate(n.sentAt ?? n.createdAt, 'date')} · delivered to ${n.delivered} of ${n.recipients}`}
                  </Text>
                  <Group gap="xs">
                    <Button size="xs" variant="light" onClick={() => setPreviewing(n._id)}>
                      Preview
                    </Button>
                    {n.status === 'draft' &&
                      (confirming === n._id ? (
                        <>
                          <Button
                            size="xs"
                            loading={act.isPending}
                            onClick={() => run(n._id, 'send')}
                          >
                            Yes, send it now
                          </Button>
                          <Button size="xs" variant="subtle" onClick={() => setConfirming(null)}>
                            Not yet
                          </Button>
                        </>
                      ) : (
                        <>
                          <Button size="xs" onClick={() => setConfirming(n._id)}>
                            Send
                          </Button>
                          <Button size="xs" variant="subtle" onClick={() => onEdit(n)}>
                            Change
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            loading={act.isPending && act.variables?.id === n._id}
                            onClick={() => run(n._id, 'delete')}
                          >
                            Delete
                          </Button>
                        </>
                      ))}
                  </Group>
                  {confirming === n._id && (
                    <Text size="xs" c="dimmed">
                      It goes once to everyone who confirmed, a few a minute.
                    </Text>
                  )}
                </Stack>
              );
            })}
          </Stack>
        )}
        {list.data && (
          <PagePager total={list.data.totalPages} value={page} onChange={setPage} size="sm" />
        )}
      </Stack>
      {previewing && (
        <Preview businessId={businessId} id={previewing} onClose={() => setPreviewing(null)} />
      )}
    </Panel>
  );
}
