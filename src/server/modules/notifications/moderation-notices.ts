import { REPORT_SUBJECT_NAMES } from '#shared/moderation.ts';
import type { ContentModerated } from '../moderation/moderation.public.ts';
import type { Notice } from './notifications.service.ts';

/** The words of Oja's decision on something of the user's that others reported. */
export function moderationNotice(e: ContentModerated): Notice {
  const what = REPORT_SUBJECT_NAMES[e.subjectType].toLowerCase();
  const words = {
    HIDE: {
      title: `Oja removed your ${what}`,
      body: `“${e.title}” was reported and breaks Oja’s rules: ${e.reason}. Others no longer see it. If you think this is a mistake, write to Oja support from Help.`,
    },
    RESTORE: {
      title: `Your ${what} is back`,
      body: `“${e.title}” shows again: ${e.reason}`,
    },
    WARN: {
      title: `A warning from Oja about your ${what}`,
      body: `“${e.title}” was reported: ${e.reason}. Please keep to Oja’s rules; repeated reports can lead to your account being suspended.`,
    },
  }[e.action];
  return {
    userId: e.userId,
    entityType: e.subjectType.toLowerCase(),
    entityId: e.subjectId,
    type: `moderation_${e.action.toLowerCase()}`,
    ...words,
    link: e.link ?? '/shopper/support',
  };
}
