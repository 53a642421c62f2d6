/** The admin's Mantine theme, with colours dark enough for WCAG AA contrast (axe: no serious issues). */
import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  // Dark enough for white text and links on light grey to meet WCAG AA contrast.
  primaryShade: 9,
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

/**
 * Mantine's default error red and dimmed grey fail AA contrast on white: use darker shades. The
 * hover of filled teal (buttons, the sidebar's active link) is one shade lighter than teal 9 by
 * default (white on #099268 is 3.9:1): hover goes darker instead (white on #066b4d is 6.5:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-primary-color-filled-hover': '#066b4d',
    '--mantine-color-teal-filled-hover': '#066b4d',
  },
  dark: {},
});
