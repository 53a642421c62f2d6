/**
 * Ordered entries (images, contacts, list entries): moving and renumbering them, and the image cover.
 * Pure (no React, no DOM), so unit-tested in Node.
 */
/** Moves an entry and renumbers `order` from 1. */
export function moveEntry<T extends object>(entries: readonly T[], from: number, to: number, force = false): T[] {
  if (from === to || from < 0 || to < 0 || from >= entries.length || to >= entries.length) return [...entries];
  const next = [...entries];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return renumber(next, force);
}

/** Sets `order` to 1, 2, 3... on entries that carry an order (or all with `force`). */
export function renumber<T extends object>(entries: readonly T[], force = false): T[] {
  return entries.map((entry, index) => (force || 'order' in entry ? ({ ...entry, order: index + 1 } as T) : entry));
}

export interface ImageValue {
  readonly id: number;
  readonly title?: string;
  readonly url?: string;
  readonly url_thumb?: string;
  readonly is_primary?: boolean;
  readonly order?: number;
}

export function readImages(value: unknown): ImageValue[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry: unknown): entry is ImageValue =>
      typeof entry === 'object' && entry !== null && typeof (entry as { id?: unknown }).id === 'number',
  );
}

/** Exactly one cover: the chosen one, or the first image when none is chosen. */
export function withCover(images: readonly ImageValue[], coverId?: number): ImageValue[] {
  if (images.length === 0) return [];
  const chosen = coverId ?? images.find((image) => image.is_primary === true)?.id ?? images[0]?.id;
  return images.map((image) => ({ ...image, is_primary: image.id === chosen }));
}

/** Removes an image; when it was the cover, the first remaining image becomes the cover. */
export function removeImage(images: readonly ImageValue[], id: number, cover: boolean): ImageValue[] {
  const rest = renumber(
    images.filter((image) => image.id !== id),
    true,
  );
  return cover ? withCover(rest) : rest;
}

/** A media item as the picker hands it to an images field. */
export interface PickedImage {
  readonly id: number;
  readonly title: string;
  readonly url: string;
  readonly url_thumb: string | null;
}

/**
 * Appends picked images (skipping those already attached), renumbered from 1; with `cover`, the
 * current cover stays and a field without images gets its first one as the cover.
 */
export function appendImages(
  images: readonly ImageValue[],
  picked: readonly PickedImage[],
  cover: boolean,
): ImageValue[] {
  const present = new Set(images.map((image) => image.id));
  const added: ImageValue[] = [];
  for (const image of picked) {
    if (present.has(image.id)) continue;
    present.add(image.id);
    added.push({
      id: image.id,
      title: image.title,
      url: image.url,
      ...(image.url_thumb ? { url_thumb: image.url_thumb } : {}),
      is_primary: false,
    });
  }
  const next = renumber([...images, ...added], true);
  return cover ? withCover(next) : next;
}
