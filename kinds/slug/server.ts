/** Slugs (filled and made unique by the save engine, `save/slugs.ts`): a plain column or JSON value, stored and read as sent. */
import { plainKind } from '../../server/crud/kinds/shared';

export const slug = plainKind<'slug'>();
