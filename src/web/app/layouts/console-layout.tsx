import { useNavigate } from 'react-router';
import type { ConsoleMe } from '#shared/schemas/console.ts';
import { reviewsOpenTo } from '#shared/staff-roles.ts';
import { DashboardShell, type ShellEntry } from '#web/components/dashboard-shell.tsx';
import { CoinsIcon } from '#web/components/icons/coins.tsx';
import { HeadsetIcon } from '#web/components/icons/headset.tsx';
import { PencilPlusIcon } from '#web/components/icons/pencil-plus.tsx';
import { SpeakerphoneIcon } from '#web/components/icons/speakerphone.tsx';
import { HomeIcon } from '#web/components/icons/home.tsx';
import { InboxIcon } from '#web/components/icons/inbox.tsx';
import { ScaleIcon } from '#web/components/icons/scale.tsx';
import { RosetteCheckIcon } from '#web/components/icons/rosette-discount-check.tsx';
import { TagsIcon } from '#web/components/icons/tags.tsx';
import { UserIcon } from '#web/components/icons/user.tsx';
import { WalletIcon } from '#web/components/icons/wallet.tsx';
import { ReportMoneyIcon } from '#web/components/icons/report-money.tsx';
import { UsersGroupIcon } from '#web/components/icons/users-group.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { ConsoleGate } from '#web/features/console/components/console-gate.tsx';
import { logout } from '#web/lib/session.ts';
import { RequireAuth } from '../require-auth.tsx';

/** The console's menu: only what the person's roles allow. */
function entriesFor(me: ConsoleMe): ShellEntry[] {
  const entries: ShellEntry[] = [{ label: 'Overview', to: '/console', icon: HomeIcon, end: true }];
  if (reviewsOpenTo(me.permissions))
    entries.push({ label: 'Reviews', to: '/console/reviews', icon: RosetteCheckIcon });
  if (me.permissions.includes('support.handle'))
    entries.push({ label: 'Support', to: '/console/support', icon: HeadsetIcon });
  if (me.permissions.includes('reports.handle'))
    entries.push({ label: 'Reports', to: '/console/reports', icon: InboxIcon });
  if (me.permissions.includes('disputes.decide'))
    entries.push({ label: 'Disputes', to: '/console/disputes', icon: ScaleIcon });
  if (me.permissions.includes('money.handle'))
    entries.push({ label: 'Money', to: '/console/money', icon: WalletIcon });
  if (me.permissions.includes('blog.edit'))
    entries.push({ label: 'Blog', to: '/console/blog', icon: PencilPlusIcon });
  if (me.permissions.includes('news.send'))
    entries.push({ label: 'News', to: '/console/news', icon: SpeakerphoneIcon });
  if (me.permissions.includes('catalogue.edit'))
    entries.push(
      { label: 'Commission', to: '/console/commission', icon: CoinsIcon },
      { label: 'Prices', to: '/console/prices', icon: TagsIcon },
    );
  if (me.permissions.includes('accounts.view'))
    entries.push({ label: 'Accounts', to: '/console/accounts', icon: UserIcon });
  if (me.permissions.includes('staff.manage'))
    entries.push({ label: 'Staff', to: '/console/staff', icon: UsersGroupIcon });
  if (me.permissions.includes('audit.view'))
    entries.push({
      label: 'Audit log',
      to: '/console/audit',
      icon: ReportMoneyIcon,
      short: 'Audit',
    });
  return entries;
}

function ConsoleArea() {
  const navigate = useNavigate();
  useDocumentTitle('Console | Oja');
  return (
    <ConsoleGate>
      {(me) => (
        <DashboardShell
          title="Oja console"
          entries={entriesFor(me)}
          onLogout={async () => {
            await navigate('/auth/login', { flushSync: true });
            logout();
          }}
        />
      )}
    </ConsoleGate>
  );
}

/** Oja's operator console (`/console`): staff only, past the second factor. */
export default function ConsoleLayout() {
  return (
    <RequireAuth>
      <ConsoleArea />
    </RequireAuth>
  );
}
