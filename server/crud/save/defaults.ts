/** Defaults the server applies to a validated save: author, publication date, cover image. */
import { toWireDateTime } from '#core/dates';
import { isRecord } from '../../db/sql';
import type { EntityRuntime, StoredField } from '../entity';
import type { StoredItem } from '../read';
import { isBlank, type Row, type SaveContext } from './context';

/** Defaults the server applies: author = current user, publication date = now, a cover image. */
export function applyDefaults(
  runtime: EntityRuntime,
  body: Row,
  previous: StoredItem | null,
  context: SaveContext,
): void {
  const now = toWireDateTime(new Date());
  const apply = (values: Row, fields: readonly StoredField[], isNewLanguage: boolean): void => {
    for (const { field } of fields) {
      const value = values[field.name];
      if (field.kind === 'author' && (value === undefined || value === null)) values[field.name] = context.user.id;
      if (field.kind === 'datetime' && field.default === 'now' && isNewLanguage && isBlank(value)) {
        values[field.name] = now;
      }
      if (field.kind === 'images' && Array.isArray(value) && value.length > 0) {
        const images: Row[] = value.filter(isRecord).map((image, index) => ({ ...image, order: index + 1 }));
        if (field.cover && !images.some((image) => image.is_primary === true)) {
          images.forEach((image, index) => (image.is_primary = index === 0));
        }
        values[field.name] = images;
      }
    }
  };
  apply(body, runtime.fields, previous === null);
  if (isRecord(body.contents)) {
    for (const [lang, content] of Object.entries(body.contents)) {
      if (isRecord(content)) apply(content, runtime.contents, !previous?.contents.has(lang));
    }
  }
}
