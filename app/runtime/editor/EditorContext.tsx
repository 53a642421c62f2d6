/**
 * What the field widgets of an editor may need to know about the item being edited: the entity
 * name and the item id (0 for an item not saved yet). `EntityEditor` provides it; the media
 * picker and the file boxes pass it to uploads (`?entity=...&field=...`). Outside an editor
 * (stories, the gallery) there is none.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface EditorContextValue {
  /** The entity name (`news`). */
  readonly entity: string;
  /** The item id; 0 for a new item. */
  readonly itemId: number;
}

const EditorContext = createContext<EditorContextValue | null>(null);

export function EditorContextProvider({
  entity,
  itemId,
  children,
}: {
  readonly entity: string;
  readonly itemId: number;
  readonly children: ReactNode;
}) {
  const value = useMemo(() => ({ entity, itemId }), [entity, itemId]);
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>;
}

/** The editor around a field widget, or null outside an editor. */
export function useEditorContext(): EditorContextValue | null {
  return useContext(EditorContext);
}
