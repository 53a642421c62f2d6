/**
 * The generic editor every generated `Editor.tsx` renders. This is the interface-level component
 * of the generator issue; the admin-shell issue (#4) gives it the form, cards and field widgets.
 */
import type { EntityEditorProps } from './types';

export function EntityEditor({ meta }: EntityEditorProps) {
  return (
    <section aria-label={meta.editor.title.it}>
      <h1>{meta.editor.title.it}</h1>
    </section>
  );
}
