/**
 * The router's current address, shown under a screen in a story (what Back, a bookmark and a
 * shared link reproduce), and read by the stories' play functions.
 */
import { useLocation } from 'react-router-dom';
import { within } from 'storybook/test';

export function CurrentAddress() {
  const location = useLocation();
  return (
    <p data-testid="current-address" style={{ fontFamily: 'monospace', fontSize: 12, color: '#495057' }}>
      {location.pathname}
      {location.search}
    </p>
  );
}

/** The address `CurrentAddress` shows in the story's canvas. */
export const currentAddress = (canvasElement: HTMLElement): string =>
  within(canvasElement).getByTestId('current-address').textContent ?? '';
