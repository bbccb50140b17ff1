import classes from './menu-button.module.css';

/**
 * The phone's menu button (three lines, a cross while the menu is open), in plain markup: the
 * header of every page draws it, and Mantine's Burger brought its own code into each of them.
 * `hiddenFrom`: the breakpoint from which the menu is always in sight, so the button is not.
 */
export function MenuButton({
  opened,
  onClick,
  hiddenFrom,
  label = 'Open menu',
  size = 18,
}: {
  opened: boolean;
  onClick: () => void;
  hiddenFrom: 'md' | 'lg';
  label?: string;
  /** The lines' width in pixels. */
  size?: number;
}) {
  return (
    <button
      style={{ width: size + 16, height: size + 16 }}
      type="button"
      className={`${classes.button} mantine-hidden-from-${hiddenFrom}`}
      onClick={onClick}
      aria-label={label}
      aria-expanded={opened}
    >
      <svg width={size} height={size} viewBox="0 0 18 18" aria-hidden="true">
        <path
          d={opened ? 'M3 3l12 12M15 3L3 15' : 'M1 3.5h16M1 9h16M1 14.5h16'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
