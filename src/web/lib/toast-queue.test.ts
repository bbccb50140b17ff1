import { notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from './notify.ts';
import { toastQueue } from './toast-queue.ts';

const shown = () => {
  const { notifications, queue } = notificationsStore.getState();
  return [...notifications, ...queue].map((n) => `${String(n.title)}: ${String(n.message)}`);
};

afterEach(() => toastQueue.clear());

describe('toasts', () => {
  it('notify shows its toasts once their code is in, in the order asked for', async () => {
    notify.success('Saved');
    notify.error('This username is taken');
    notify.error('Phone number is taken');
    await vi.waitFor(() =>
      expect(shown()).toEqual(['Success: Saved', 'Error!: This username is taken']),
    );
  });

  it('shows one error at a time', () => {
    toastQueue.error('This username is taken');
    toastQueue.error('Phone number is taken');
    expect(shown()).toEqual(['Error!: This username is taken']);
  });

  it('a success drops the errors of the attempt before it, shown and waiting', async () => {
    toastQueue.error('This username is taken');
    toastQueue.error('Phone number is taken');
    toastQueue.success('Sign up successful');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown()).toEqual(['Success: Sign up successful']);
  });

  it('an error after a success is shown', async () => {
    toastQueue.error('This username is taken');
    toastQueue.success('Sign up successful');
    await new Promise((resolve) => setTimeout(resolve, 0));
    toastQueue.error('Request could not be completed');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown()).toEqual([
      'Success: Sign up successful',
      'Error!: Request could not be completed',
    ]);
  });
});
