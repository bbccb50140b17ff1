import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Dark navy, the primary colour; index 8 is the brand navy used by filled buttons. */
const navy: MantineColorsTuple = [
  '#edf0f7',
  '#d6dcea',
  '#aab7d3',
  '#7b8fbb',
  '#566fa8',
  '#3f5b9c',
  '#314e92',
  '#243f7a',
  '#1b3264',
  '#14213d',
];

const amber: MantineColorsTuple = [
  '#fff6e1',
  '#ffeccc',
  '#fed89b',
  '#fdc264',
  '#fcb037',
  '#fca311',
  '#fc9d00',
  '#e08900',
  '#c77900',
  '#ad6700',
];

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 8,
  colors: { navy, amber },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  breakpoints: { xs: '30em', sm: '36em', md: '48em', lg: '62em', xl: '75em', xxl: '100em' },
});

/**
 * Secondary text and fields' error messages dark enough for WCAG AA contrast on white and on the
 * grey page background (Mantine's default error red is 3.3:1 on white).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
