import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Under what is paid from the wallet: where to add money when it runs short. */
export function WalletTopUpHint() {
  return (
    <Text size="xs" c="dimmed">
      Low on funds?{' '}
      <Anchor component={Link} to="/shopper/wallet" size="xs">
        Add money to your wallet
      </Anchor>
    </Text>
  );
}
