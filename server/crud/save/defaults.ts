/** Defaults the server applies to a validated save (each kind's `fill`): author, publication date, cover. */
import { toWireDateTime } from '#core/dates';
import { isRecord } from '../../db/sql';
import type { EntityRuntime, StoredField } from '../entity';
import { serverKind } from '../kinds';
import type { StoredItem } from '../read';
import type { Row, SaveContext } from './context';

/** Defaults the server applies: author = current user, publication date = now, a cover image. */
export function applyDefaults(
  runtime: EntityRuntime,
  body: Row,
  previous: StoredItem | null,
  context: SaveContext,
): void {
  const now = toWireDateTime(new Date());
  const apply = (values: Row, fields: readonly StoredField[], isNew: boolean): void => {
    for (const { field } of fields) {
      const value = values[field.name];
      const filled = serverKind(field).fill(field, value, { userId: context.user.id, now, isNew });
      if (filled !== value) values[field.name] = filled;
    }
  };
  apply(body, runtime.fields, previous === null);
  if (isRecord(body.contents)) {
    for (const [lang, content] of Object.entries(body.contents)) {
      if (isRecord(content)) apply(content, runtime.contents, !previous?.contents.has(lang));
    }
  }
}
