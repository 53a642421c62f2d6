/**
 * Images: media of the library (checked on save, their addresses refreshed), numbered in their
 * order, the first one the cover when the field has one and none is chosen.
 */
import { isRecord } from '../host/sql';
import { checkMediaReferences } from '../../server/media/references';
import { plainKind } from '../../server/crud/kinds/shared';
import type { ServerKind } from '../../server/crud/kinds/types';

export const images: ServerKind<'images'> = {
  ...plainKind<'images'>(),
  references: checkMediaReferences,
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
