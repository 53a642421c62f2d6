import { plainKind } from '../host/server';
/** Statuses (the status rules are the save engine's, `core/statuses.ts`): a plain column or JSON value, stored and read as sent. */

export const status = plainKind<'status'>();
