/**
 * Images: media of the library (checked on save, their addresses refreshed), numbered in their
 * order, the first one the cover when the field has one and none is chosen.
 */
import { isRecord } from '../host/sql';
import { plainKind, type ServerKind } from '../host/server';

export const images: ServerKind<'images'> = {
  ...plainKind<'images'>(),
  references: (field, value, context) => context.mediaReferences(field, value),
  fill: (field, value) => {
    if (!Array.isArray(value) || value.length === 0) return value;
    const images: Record<string, unknown>[] = value
      .filter(isRecord)
      .map((image, index) => ({ ...image, order: index + 1 }));
    if (field.cover && !images.some((image) => image.is_primary === true)) {
      images.forEach((image, index) => (image.is_primary = index === 0));
    }
    return images;
  },
};
