/** Parameters: a JSON object, sent and received as JSON text when the schema says `asJsonText`. */
import { parseParams } from './zod';
import { plainKind, type ServerKind } from '../host/server';

const base = plainKind<'params'>();

export const params: ServerKind<'params'> = {
  ...base,
  read: (field, value) => (field.asJsonText ? JSON.stringify(value) : base.read(field, value)),
  write: (field, value) => (field.asJsonText && typeof value === 'string' ? (parseParams(value) ?? {}) : value),
};
