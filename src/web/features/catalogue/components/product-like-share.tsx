import { Button, Group } from '@mantine/core';
import { WhatsAppIcon } from '#web/components/icons/brand-whatsapp.tsx';
import { ShareIcon } from '#web/components/icons/share.tsx';
import { useNavigate } from 'react-router';
import type { Product } from '#shared/schemas/products.ts';
import { LikeToggle } from '#web/components/like-toggle.tsx';
import { logInFirst, useAfterLogin } from '#web/lib/after-login.ts';
import { notify } from '#web/lib/notify.ts';
import { useClientStore } from '#web/lib/store.ts';
import { usePageUrl } from '#web/lib/use-page-url.ts';
import { useLikeProduct } from '../api/product.ts';

/**
 * Like the product (a visitor logs in first and it is liked when they are back), share it on
 * WhatsApp, or share it another way (the phone's share sheet, else the link copied).
 */
export function ProductLikeShare({
  product,
  liked,
  resaleId,
}: {
  product: Product;
  liked: boolean;
  /** The reseller the visitor came from, kept on the way back from logging in. */
  resaleId: string | undefined;
}) {
  const navigate = useNavigate();
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const like = useLikeProduct(product._id);
  const url = usePageUrl();
  // Liked as a visitor: done once they are back from logging in.
  const likeLater = `like-product:${product._id}`;
  useAfterLogin(likeLater, true, () =>
    like.mutate(true, { onSuccess: () => notify.success(`You liked ${product.name}`) }),
  );
  const shareText = `${product.name} — ${product.business.name} on Oja`;

  async function share() {
    if (navigator.share) {
      await navigator.share({ title: product.name, text: shareText, url }).catch(() => {});
    } else {
      await navigator.clipboard?.writeText(url);
      notify.success('Link copied');
    }
  }

  return (
    <Group gap="sm">
      <LikeToggle
        liked={liked}
        count={product.likes}
        busy={like.isPending}
        onToggle={(on) =>
          signedIn
            ? like.mutate(on)
            : logInFirst(
                navigate,
                `/product/${product._id}${resaleId ? `?resale=${resaleId}` : ''}`,
                likeLater,
              )
        }
      />
      <Button
        component="a"
        href={`https://wa.me/?text=${encodeURIComponent(`${shareText} ${url}`)}`}
        target="_blank"
        rel="noopener noreferrer"
        variant="filled"
        color="teal.9"
        leftSection={<WhatsAppIcon size={18} />}
      >
        Share on WhatsApp
      </Button>
      <Button variant="subtle" leftSection={<ShareIcon size={18} />} onClick={share}>
        Share
      </Button>
    </Group>
  );
}
