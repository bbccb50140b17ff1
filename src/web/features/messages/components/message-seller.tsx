import { Button, type ButtonProps } from '@mantine/core';
import { MessageCircleIcon } from '#web/components/icons/message-circle.tsx';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LazyModal, preloadModal } from '#web/components/lazy-modal.tsx';
import { useClientStore } from '#web/lib/store.ts';
import type { About } from './start-conversation-form.tsx';

export type { About };

const loadForm = () => import('./start-conversation-form.tsx');
const StartConversationForm = lazy(() =>
  loadForm().then((m) => ({ default: m.StartConversationForm })),
);

/** Set on the way back from login, so the composer opens where the visitor asked for it. */
const RESUME = 'message';

/**
 * "Message seller": a small composer to write to a business, about a product or an order when
 * given. Visitors log in first and come back to it; a business's owner is not offered it.
 */
export function MessageSeller({
  business,
  about = null,
  ownBusiness = false,
  label = 'Message seller',
  ...button
}: {
  business: { _id: string; name: string };
  about?: About;
  /** The signed-in user owns this business: nothing to show. */
  ownBusiness?: boolean;
  label?: string;
} & Pick<ButtonProps, 'size' | 'variant' | 'fullWidth' | 'w'>) {
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const [opened, setOpened] = useState(false);
  const resume = signedIn && params.get(RESUME) === 'seller';

  // Back from login: open the composer (once), and take the mark out of the address.
  if (resume && !opened) setOpened(true);
  useEffect(() => {
    if (!resume) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(RESUME);
        return next;
      },
      { replace: true },
    );
  }, [resume, setParams]);

  if (ownBusiness) return null;

  function open() {
    // The session as it is now, not as this button last rendered: a tap made before the page's
    // code ran is repeated right after the saved session is restored.
    if (useClientStore.getState().auth.accessToken === null) {
      const back = new URLSearchParams(params);
      back.set(RESUME, 'seller');
      void navigate(`/auth/login?redirect=${encodeURIComponent(`${pathname}?${back}`)}`);
      return;
    }
    setOpened(true);
  }

  return (
    <>
      <Button
        variant="light"
        leftSection={<MessageCircleIcon size={18} />}
        onMouseEnter={() => {
          preloadModal();
          void loadForm();
        }}
        onClick={open}
        {...button}
      >
        {label}
      </Button>
      <LazyModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Message ${business.name}`}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Suspense fallback={null}>
          <StartConversationForm
            businessId={business._id}
            about={about}
            onSent={() => setOpened(false)}
          />
        </Suspense>
      </LazyModal>
    </>
  );
}
