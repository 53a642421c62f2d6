import { plainKind } from '../host/server';
/** Slugs (filled and made unique by the save engine, `save/slugs.ts`): a plain column or JSON value, stored and read as sent. */

export const slug = plainKind<'slug'>();
