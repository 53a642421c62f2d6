/** Statuses (the status rules are the save engine's, `core/statuses.ts`): a plain column or JSON value, stored and read as sent. */
import { plainKind } from '../../server/crud/kinds/shared';

export const status = plainKind<'status'>();
