import { formatNaira } from '#shared/format.ts';
import type { PayloadOf } from '../../events/events.ts';
import type { themeNoticed } from '../themes/themes.public.ts';
import type { Notice } from './notifications.service.ts';
import { lagosDate } from './plan-notices.ts';

/** What happened to a user's paid store theme (decision 051), always told by e-mail too. */
export type ThemeNoticed = PayloadOf<typeof themeNoticed>;

export function themeNotice(e: ThemeNoticed): Notice {
  const price = e.amount !== null ? formatNaira(e.amount) : '';
  const back =
    e.stores.length > 0
      ? `${e.stores.join(', ')} ${e.stores.length === 1 ? 'is' : 'are'} back on Oja Classic; products, orders and your colours stay as they are.`
      : 'Your stores keep their products and orders.';
  const words = {
    reminder:
      e.amount !== null
        ? {
            title: `${e.themeName} theme renews on ${lagosDate(e.at)}`,
            body: `We will take ${price} from your wallet on ${lagosDate(e.at)} to keep ${e.themeName}. Top up your wallet before then, or turn renewal off.`,
          }
        : {
            title: `${e.themeName} theme ends on ${lagosDate(e.at)}`,
            body: `After ${lagosDate(e.at)} your store goes back to Oja Classic. Buy more time to keep ${e.themeName}.`,
          },
    renewed: {
      title: `${e.themeName} theme renewed`,
      body: `${price} was taken from your wallet. ${e.themeName} now runs to ${lagosDate(e.at)}.`,
    },
    ended: { title: `${e.themeName} theme ended`, body: back },
    renewal_failed: {
      title: `${e.themeName} theme could not renew`,
      body: `Your wallet did not have ${price}. ${back}`,
    },
  }[e.notice];
  return {
    userId: e.userId,
    entityType: 'user',
    entityId: e.userId,
    type: `theme_${e.notice}`,
    ...words,
    link: '/themes',
  };
}
