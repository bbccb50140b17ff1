import { Avatar, Text, UnstyledButton } from '@mantine/core';
import { useNavigate } from 'react-router';
import { thumbnailUrl } from '#shared/media.ts';
import type { Me } from '#shared/schemas/users.ts';
import { initialsOf, UserAvatar } from '#web/components/avatar-placeholder.tsx';
import { accountHome, useSwitchAccount } from '../api/switch-account.ts';
import classes from './account-menu.module.css';

/**
 * The menu's account switcher (docs/product.md#vendors-and-businesses): Personal and each of the user's businesses with its logo and
 * name. Choosing one makes it the active account and opens its area: the shop for Personal, the
 * dashboard for a business.
 */
export function AccountMenu({
  me,
  current,
}: {
  me: Me;
  /** The account whose area is on screen: a business id, or null for Personal. */
  current: string | null;
}) {
  const navigate = useNavigate();
  const switchAccount = useSwitchAccount(me._id);
  const name = `${me.profile.firstName} ${me.profile.lastName}`;

  function choose(businessId: string | null) {
    if (me.activeAccount.businessId === businessId) {
      navigate(accountHome(me.activeAccount));
      return;
    }
    switchAccount.mutate(businessId ? { type: 'business', businessId } : { type: 'Personal' }, {
      onSuccess: (res) => navigate(accountHome(res.data.activeAccount)),
    });
  }

  const busy = (businessId: string | null) =>
    switchAccount.isPending &&
    (businessId
      ? switchAccount.variables?.type === 'business' &&
        switchAccount.variables.businessId === businessId
      : switchAccount.variables?.type === 'Personal');

  return (
    <div role="group" aria-labelledby="account-menu-title" className={classes.group}>
      <Text id="account-menu-title" size="xs" c="dimmed" tt="uppercase" fw={700} px="sm" mb={6}>
        Switch account
      </Text>
      <UnstyledButton
        className={classes.account}
        aria-current={current === null ? 'true' : undefined}
        aria-busy={busy(null) || undefined}
        disabled={switchAccount.isPending}
        onClick={() => choose(null)}
      >
        <UserAvatar name={name} src={me.profile.avatar} size={32} />
        <span className={classes.names}>
          <span className={classes.name}>Personal</span>
          <span className={classes.detail}>@{me.profile.handle}</span>
        </span>
      </UnstyledButton>
      {me.businesses.map((business) => (
        <UnstyledButton
          key={business._id}
          className={classes.account}
          aria-current={current === business._id ? 'true' : undefined}
          aria-busy={busy(business._id) || undefined}
          disabled={switchAccount.isPending}
          onClick={() => choose(business._id)}
        >
          <Avatar
            src={business.logo ? thumbnailUrl(business.logo) : undefined}
            alt=""
            size={32}
            radius="md"
            color="navy"
          >
            {initialsOf(business.name)}
          </Avatar>
          <span className={classes.names}>
            <span className={classes.name}>{business.name}</span>
            <span className={classes.detail}>Business · @{business.handle}</span>
          </span>
        </UnstyledButton>
      ))}
    </div>
  );
}
