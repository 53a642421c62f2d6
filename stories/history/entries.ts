/**
 * Reading a history entry's diff in the stories (`HistoryChanges`): a changed field by its label,
 * and its text on either side (the kept words with the removed ones gives the value before, with
 * the added ones the value after), so a play function checks what a reviewer reads.
 */
import { within } from 'storybook/test';

/** An entry's changed field by its label (`title (it)`). */
export function changeOf(entry: HTMLElement, label: string): HTMLElement {
  const found = within(entry)
    .getAllByTestId('history-change')
    .find((change) => change.firstElementChild?.textContent === label);
  if (!found) throw new Error(`no change of ${label}`);
  return found;
}

/** A change's value before it (kept and removed words) or after it (kept and added words). */
export function sideOf(change: HTMLElement, side: 'before' | 'after'): string {
  const value = change.children[1];
  const other = side === 'before' ? 'INS' : 'DEL';
  return [...(value?.childNodes ?? [])]
    .filter((node) => node.nodeName !== other)
    .map((node) => node.textContent ?? '')
    .join('');
}

/** The removed (`del`) or added (`ins`) parts of a change. */
export function partsOf(change: HTMLElement, tag: 'del' | 'ins'): string[] {
  return [...change.querySelectorAll(tag)].map((element) => element.textContent ?? '');
}
