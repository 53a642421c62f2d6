import { z } from 'zod';
import { DEFAULT_STATUS, STATUS } from '../../core/statuses';
import type { KindDefinition } from '../host/generator';
import { common } from '../host/input';

/** The status values each validation variant accepts. */
export const PUBLISH_STATUSES = [STATUS.published] as const;
export const DRAFT_STATUSES = [0, 2, 3, 4, 5, 6, 7] as const;

/** The field as written in a schema. */
const schema = z.strictObject({
  kind: z.literal('status'),
  ...common,
  default: z.number().int().optional(),
  noteField: z.string().optional(),
});

export const status: KindDefinition<'status', typeof schema> = {
  kind: 'status',
  input: schema,
  normalise: (input, base) => ({
    ...base,
    kind: 'status',
    default: input.default ?? DEFAULT_STATUS,
    noteField: input.noteField ?? null,
  }),
  // The status is the discriminator of the draft and publish variants: see emit/zod.ts.
  zod: (_field, context) => `v.status(${JSON.stringify(context.required ? PUBLISH_STATUSES : DRAFT_STATUSES)})`,
  jsonSchema: () => ({
    type: 'integer',
    enum: [0, 1, 2, 3, 4, 5, 6, 7],
    description:
      '0 Nascosto, 1 Pubblico, 2 Bozza, 3 Validazione richiesta, 4 In revisione, 5 Validazione richiesta (revisione), 6 Accettato, 7 Non accettato.',
  }),
  storage: () => ({ kind: 'column', type: 'integer' }),
};
