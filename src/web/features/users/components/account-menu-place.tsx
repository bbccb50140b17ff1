import { Text } from '@mantine/core';
import classes from './account-menu.module.css';

/**
 * The account switcher's place while its code comes: the same heading and one empty row per
 * account, so the menu's entries below it do not move when it arrives.
 */
export function AccountMenuPlace({ accounts }: { accounts: number }) {
  return (
    <div className={classes.group} aria-hidden="true">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} px="sm" mb={6}>
        Switch account
      </Text>
      {Array.from({ length: accounts }, (_, i) => (
        <span key={i} className={classes.account} />
      ))}
    </div>
  );
}
