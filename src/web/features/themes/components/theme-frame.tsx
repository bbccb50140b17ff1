import type { ReactNode } from 'react';
import type { StoreLook } from '#shared/schemas/themes.ts';
import { layoutAttributes, themeStyle } from '../theme-style.ts';
import { ThemeFontFace } from './theme-fonts.tsx';
import classes from './theme-frame.module.css';

/**
 * A store drawn in its theme (decision 052): `data-theme`, one `data-layout-*` per layout choice
 * and the theme's tokens as CSS variables, which also set Mantine's so its components inside
 * follow. Server-rendered like the rest of the page: the look is in the first HTML.
 */
export function ThemeFrame({
  look,
  children,
  className,
}: {
  look: StoreLook;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      data-theme={look.theme}
      {...layoutAttributes(look)}
      style={themeStyle(look)}
      className={className ? `${classes.frame} ${className}` : classes.frame}
    >
      <ThemeFontFace font={look.tokens.headingFont} />
      {children}
    </div>
  );
}
