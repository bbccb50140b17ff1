import { Anchor, type AnchorProps } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReportSubject } from '#shared/moderation.ts';
import { meKeys } from '#web/lib/query-keys.ts';
import { useClientStore } from '#web/lib/store.ts';
import { deferred } from './deferred.tsx';

// The dialog (reasons, details, sending) is fetched on the first click: most people never report.
const ReportDialog = deferred(() => import('./report-dialog.tsx').then((m) => m.ReportDialog));

/**
 * "Report" for a post, comment, product, store or account: signed-in people only, and never on
 * their own. Opens the dialog that sends it to Oja's team.
 */
export function ReportAction({
  subjectType,
  subjectId,
  ownerId,
  own = false,
  what,
  children = 'Report',
  ...anchor
}: {
  subjectType: ReportSubject;
  subjectId: string;
  /** Whose it is: they are not offered to report it (or `own`, when the caller knows). */
  ownerId?: string;
  own?: boolean;
  /** Named in the dialog's title: "Report this comment". */
  what: string;
  children?: string;
} & AnchorProps) {
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const me = useQueryClient().getQueryData<{ _id: string }>(meKeys.all);
  const [opened, setOpened] = useState(false);
  if (!signedIn || own || (ownerId !== undefined && me?._id === ownerId)) return null;
  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="xs"
        c="dimmed"
        aria-label={children === 'Report' ? `Report this ${what}` : undefined}
        onClick={() => setOpened(true)}
        {...anchor}
      >
        {children}
      </Anchor>
      {opened && (
        <ReportDialog
          subjectType={subjectType}
          subjectId={subjectId}
          what={what}
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}
