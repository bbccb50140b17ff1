import type { ButtonHTMLAttributes } from 'react';
import classes from './icon-button.module.css';

/**
 * An icon alone on a button, drawn as Mantine's subtle ActionIcon (size lg), for rows of actions
 * on budgeted first screens (decision 067). Its `aria-label` names what it does.
 */
export function IconButton({
  danger,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'> & {
  'aria-label': string;
  /** Red: the action removes something. */
  danger?: boolean;
}) {
  return (
    <button {...props} type="button" className={classes.button} data-danger={danger || undefined} />
  );
}
