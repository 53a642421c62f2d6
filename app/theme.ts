/** The admin's Mantine theme. */
import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  // Dark enough for white text and links on light grey to meet WCAG AA contrast.
  primaryShade: 9,
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});
