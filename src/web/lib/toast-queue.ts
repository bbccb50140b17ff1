import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { flattenMessage, type Message } from './toast-message.ts';

const ERROR_ID = 'oja-error';
const closeButtonProps = { 'aria-label': 'Close notification' };
// Toast text in the body colour: Mantine's grey fails contrast on white (WCAG AA).
const styles = { description: { color: 'var(--mantine-color-gray-8)' } };
/** Queued error texts; those of a plan's limit carry a link to the plans. */
let errorQueue: string[] = [];
const upgradeTexts = new Set<string>();

/** An error's words, with "See plans" after a plan's limit. */
const errorMessage = (text: string) =>
  upgradeTexts.has(text)
    ? createElement(
        'span',
        null,
        `${text} `,
        createElement(
          'a',
          { href: '/pricing', style: { color: 'var(--mantine-color-navy-8)', fontWeight: 600 } },
          'See plans',
        ),
      )
    : text;
let errorShowing = false;

function showNextError() {
  const next = errorQueue.shift();
  if (next === undefined) {
    errorShowing = false;
    return;
  }
  errorShowing = true;
  notifications.show({
    id: ERROR_ID,
    title: 'Error!',
    message: errorMessage(next),
    color: 'red',
    closeButtonProps,
    styles,
    onClose: () => setTimeout(showNextError, 0),
  });
}

/** A success answers the last attempt: an error from an earlier one is no longer true. */
function dropStaleErrors() {
  errorQueue = [];
  if (errorShowing) notifications.hide(ERROR_ID);
}

/** The toasts themselves, behind `notify` (fetched with the first toast). */
export const toastQueue = {
  success(message: Message) {
    dropStaleErrors();
    for (const text of flattenMessage(message))
      notifications.show({
        title: 'Success',
        message: text,
        color: 'teal',
        closeButtonProps,
        styles,
      });
  },
  /** Warnings given as an object show as success toasts. */
  warning(message: Message) {
    if (message && typeof message === 'object') return toastQueue.success(message);
    for (const text of flattenMessage(message))
      notifications.show({
        title: 'Warning',
        message: text,
        color: 'yellow',
        closeButtonProps,
        styles,
      });
  },
  /** Only one error toast at a time: further errors wait for the current one to close. */
  error(message: Message) {
    const texts = flattenMessage(message).filter((t) => !errorQueue.includes(t));
    if (texts.length === 0) return;
    errorQueue.push(...texts);
    if (!errorShowing) showNextError();
  },
  upgrade(message: Message) {
    for (const text of flattenMessage(message)) upgradeTexts.add(text);
    toastQueue.error(message);
  },
  /** Test and logout helper: drops queued errors. */
  clear() {
    errorQueue = [];
    errorShowing = false;
    notifications.clean();
  },
};
