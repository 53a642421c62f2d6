/**
 * The messages of the sortable list and tree (`app/runtime/sortable/`): Italian and English, with
 * `{name}` placeholders. Kept apart from `it.ts` and `en.ts` so they load with the screens that
 * drag (the editor's lazy chunk), never with `/login`.
 */
import { interpolate } from '#core/messages';
import type { UiLanguage } from '#core/languages';

export const sortableIt = {
  roleDescription: 'elemento ordinabile',
  instructions:
    'Per spostare un elemento premi spazio o invio sulla maniglia, usa le frecce su e giù per cambiarne la posizione, poi premi spazio o invio per rilasciarlo o Esc per annullare.',
  treeInstructions:
    'Per spostare un elemento premi spazio o invio sulla maniglia, usa le frecce su e giù per cambiarne la posizione e le frecce destra e sinistra per cambiarne il livello, poi premi spazio o invio per rilasciarlo o Esc per annullare.',
  picked: '{item} preso, in posizione {position} di {total}.',
  moved: '{item} spostato in posizione {position} di {total}.',
  dropped: '{item} rilasciato in posizione {position} di {total}.',
  cancelled: 'Spostamento annullato: {item} resta in posizione {position} di {total}.',
  treeMoved: '{item} spostato al livello {depth}, in posizione {position} di {total}.',
  treeDropped: '{item} rilasciato al livello {depth}, in posizione {position} di {total}.',
} as const;

export type SortableMessageKey = keyof typeof sortableIt;

export const sortableEn: Record<SortableMessageKey, string> = {
  roleDescription: 'sortable item',
  instructions:
    'To move an item, press space or enter on its handle, use the up and down arrows to change its position, then press space or enter to drop it or Escape to cancel.',
  treeInstructions:
    'To move an item, press space or enter on its handle, use the up and down arrows to change its position and the right and left arrows to change its level, then press space or enter to drop it or Escape to cancel.',
  picked: 'Picked up {item}, at position {position} of {total}.',
  moved: '{item} moved to position {position} of {total}.',
  dropped: '{item} dropped at position {position} of {total}.',
  cancelled: 'Move cancelled: {item} stays at position {position} of {total}.',
  treeMoved: '{item} moved to level {depth}, at position {position} of {total}.',
  treeDropped: '{item} dropped at level {depth}, at position {position} of {total}.',
};

export function translateSortable(
  key: SortableMessageKey,
  language: UiLanguage,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return interpolate(language === 'en' ? sortableEn[key] : sortableIt[key], params);
}
