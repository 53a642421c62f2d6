/** Component schemas and helpers shared by the contracts of several call families. */
import { z } from 'zod';
import { MAX_ID_LIST_LENGTH } from '../limits';
import { component, param } from './define';

/** Answers carry their payload in `data`, like every call of the spec. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** A CSV file's text (`format: 'csv'` calls; the client saves it as a Blob). */
export const CsvText = z.string();

export const MessageResult = component('MessageResult', dataOf(z.object({ message: z.string() })));

/** A required text: trimmed, not empty ('required'), at most `max` characters ('maxLength'). */
export const requiredText = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'maxLength' });

/** An optional text: trimmed, at most `max` characters. */
export const optionalText = (max: number) => z.string({ error: 'invalid' }).trim().max(max, { error: 'maxLength' });

export const SavedResult = component(
  'SavedResult',
  dataOf(z.object({ id: z.number().int(), message: z.string() })),
  'What a save answers: the id of the saved row and a message.',
);

/** The ids of a bulk call's path (`DELETE user/3,7,12`), read by the handler. */
export const idListParam = param.string({
  max: MAX_ID_LIST_LENGTH,
  required: true,
  description: 'Comma-joined ids: `3,7,12`.',
});
