/**
 * The zod helpers the generated validators call (`import * as v from '#kinds/validation'`, then
 * `v.text(...)`, `v.item(...)`): each field kind's own helper from its folder
 * (`kinds/<kind>/zod.ts`, the calls its `definition.ts` writes), and the shared pieces of
 * `core/validation.ts` (the per-language map, the item and its envelope, the validators' type).
 * `kind: textarea` writes `v.text` (kinds/host/text-like.ts).
 */
export { contentEnvelope, item, itemEnvelope, perLanguage, type EntityValidators } from '#core/validation';
export { address, addresses } from './address/zod';
export { author } from './author/zod';
export { boolean } from './boolean/zod';
export { categories } from './category/zod';
export { contacts } from './contacts/zod';
export { date } from './date/zod';
export { dateTime } from './datetime/zod';
export { entityPicks } from './entity/zod';
export { files } from './files/zod';
export { group } from './group/zod';
export { images } from './images/zod';
export { list } from './list/zod';
export { municipalities } from './municipalities/zod';
export { number } from './number/zod';
export { params } from './params/zod';
export { portal } from './portal/zod';
export { reference, references } from './reference/zod';
export { richText } from './richtext/zod';
export { schedule } from './schedule/zod';
export { secret } from './secret/zod';
export { select, selectMany } from './select/zod';
export { slug } from './slug/zod';
export { status } from './status/zod';
export { tags } from './tags/zod';
export { text } from './text/zod';
export { after, time } from './time/zod';
