/** The portal kind's zod helper. */
import { z } from 'zod';
import type { ValidationMessageKey as Key } from '#core/messages';
import { presence, typeError, type Presence } from '#core/validation';

const PORTALS = [1, 2, 3] as const;

/** Portal flags: the ids of the portals the item is shown on (1 Emilia-Romagna, 2 Emilia, 3 Romagna). */
export function portal(options: Presence = {}) {
  const schema = z
    .array(z.literal(PORTALS, { error: 'option' satisfies Key }), { error: typeError })
    .max(PORTALS.length, { message: 'tooManyItems' satisfies Key });
  return presence(schema, (value) => value.length === 0, options);
}
