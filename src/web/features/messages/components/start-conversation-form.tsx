import { Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { formatNaira } from '#shared/format.ts';
import { thumbnailUrl } from '#shared/media.ts';
import { notify } from '#web/lib/notify.ts';
import { useStartConversation } from '../api/start-conversation.ts';
import { Composer } from './composer.tsx';
import classes from './inbox.module.css';

/** What the message is about: shown above the composer and sent along as its card. */
export type About =
  | { kind: 'product'; _id: string; name: string; photo: string | null; price: number }
  | { kind: 'order'; _id: string; number: string; total: number }
  | null;

/** The first words to a business; once sent, the conversation opens. */
export function StartConversationForm({
  businessId,
  about,
  onSent,
}: {
  businessId: string;
  about: About;
  onSent: () => void;
}) {
  const start = useStartConversation();
  const navigate = useNavigate();

  return (
    <Stack gap="sm">
      {about && (
        <div className={classes.card} role="group" aria-label="Sent with your message">
          {about.kind === 'product' &&
            (about.photo ? (
              <img src={thumbnailUrl(about.photo)} alt="" className={classes.cardThumb} />
            ) : (
              <span className={classes.cardThumb} aria-hidden="true" />
            ))}
          <span style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} lineClamp={2}>
              {about.kind === 'product' ? about.name : `Order ${about.number}`}
            </Text>
            <Text size="xs" c="gray.7">
              {formatNaira(about.kind === 'product' ? about.price : about.total)}
            </Text>
          </span>
        </div>
      )}
      <Text size="sm" c="gray.7">
        Your message goes to the seller’s inbox on Oja; their answer shows under Messages.
      </Text>
      <Composer
        autoFocus
        sending={start.isPending}
        initialText={about?.kind === 'product' ? 'Hello, is this still available?' : ''}
        placeholder="Ask about sizes, colours, prices or delivery"
        onSend={async (draft) => {
          const res = await start.mutateAsync({
            businessId,
            ...draft,
            ...(about?.kind === 'product' ? { productId: about._id } : {}),
            ...(about?.kind === 'order' ? { orderId: about._id } : {}),
          });
          notify.success(res.message ?? 'Message sent');
          onSent();
          await navigate(`/shopper/chat/${res.data.conversation._id}`);
        }}
      />
    </Stack>
  );
}
