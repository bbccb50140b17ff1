import { notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from './notify.ts';

const shown = () => {
  const { notifications, queue } = notificationsStore.getState();
  return [...notifications, ...queue].map((n) => `${String(n.title)}: ${String(n.message)}`);
};

afterEach(() => notify.clear());

describe('toasts (§8)', () => {
  it('shows one error at a time', () => {
    notify.error('This username is taken');
    notify.error('Phone number is taken');
    expect(shown()).toEqual(['Error!: This username is taken']);
  });

  it('a success drops the errors of the attempt before it, shown and waiting', async () => {
    notify.error('This username is taken');
    notify.error('Phone number is taken');
    notify.success('Sign up successful');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown()).toEqual(['Success: Sign up successful']);
  });

  it('an error after a success is shown', async () => {
    notify.error('This username is taken');
    notify.success('Sign up successful');
    await new Promise((resolve) => setTimeout(resolve, 0));
    notify.error('Request could not be completed');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown()).toEqual([
      'Success: Sign up successful',
      'Error!: Request could not be completed',
    ]);
  });
});
