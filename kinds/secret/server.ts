import { plainKind, type ServerKind } from '../host/server';
/**
 * Secrets: never read back. Wherever the server answers a stored value it says only whether one
 * is set; what a save keeps, replaces or clears is decided by the settings store
 * (`server/settings/secrets.ts`), which holds the previous value.
 */

export const secret: ServerKind<'secret'> = {
  ...plainKind<'secret'>(),
  read: (_field, value) => ({ set: typeof value === 'string' && value !== '' }),
};
