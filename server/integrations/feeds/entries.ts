/**
 * One entry of each feed, checked (format: docs/integrations.md): every field bounded, text
 * trimmed, dates `YYYY-MM-DD` (a date-time keeps its date), addresses http(s). An entry that fails
 * is malformed: the import skips and counts it.
 */
import { z } from 'zod';
import { FEED_LIMITS } from '#core/feeds';

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value));
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .max(FEED_LIMITS.listLength)
    .nullish()
    .transform((value) => value ?? []);

/** An id: a non-empty text or a positive integer, as text. */
const externalId = z
  .union([z.string().trim().min(1).max(FEED_LIMITS.idLength), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)])
  .transform(String)
  .refine((value) => [...value].every((char) => char.charCodeAt(0) >= 0x20));

/** `YYYY-MM-DD`, or a date-time whose date is kept; a real calendar day. */
const day = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/)
  .transform((value) => value.slice(0, 10))
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  });
const optionalDay = day.nullish().transform((value) => value ?? null);

const webAddress = z
  .string()
  .trim()
  .max(FEED_LIMITS.urlLength)
  .refine((value) => /^https?:\/\/[^\s]+$/.test(value));

export const ExperienceEntry = z.object({
  id: externalId,
  title: text(FEED_LIMITS.titleLength).min(1),
  types: list(text(FEED_LIMITS.textLength)),
  targets: list(text(FEED_LIMITS.textLength)),
  price_amount: z
    .number()
    .finite()
    .min(0)
    .max(1e9)
    .nullish()
    .transform((value) => value ?? null),
  price_currency: optionalText(10),
  structure: z
    .object({ name: text(FEED_LIMITS.textLength) })
    .nullish()
    .transform((value) => (value && value.name !== '' ? value.name : null)),
  locations: list(
    z.object({
      address: optionalText(FEED_LIMITS.textLength),
      city_name: optionalText(FEED_LIMITS.textLength),
      city_code: optionalText(20),
      province_code: optionalText(10),
    }),
  ),
  dates: list(z.object({ start_date: optionalDay, end_date: optionalDay })),
  abstract: optionalText(FEED_LIMITS.longTextLength),
  images_gallery: list(z.object({ thumb: webAddress })),
});
export type ExperienceEntry = z.output<typeof ExperienceEntry>;

export const TrekkingEntry = z.object({
  trekksoft_id: externalId,
  title: text(FEED_LIMITS.titleLength).min(1),
  url: webAddress.nullish().transform((value) => value ?? null),
  location_name: optionalText(FEED_LIMITS.textLength),
  date: optionalDay,
  description: optionalText(FEED_LIMITS.longTextLength),
});
export type TrekkingEntry = z.output<typeof TrekkingEntry>;

/**
 * The valid entries of an answer, the first of each id kept, and how many were skipped (malformed,
 * or an id seen before).
 */
export function checkEntries<T>(
  entries: readonly unknown[],
  schema: z.ZodType<T>,
  idOf: (entry: T) => string,
): { valid: T[]; skipped: number } {
  const valid: T[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  for (const entry of entries) {
    const parsed = schema.safeParse(entry);
    if (!parsed.success || seen.has(idOf(parsed.data))) {
      skipped += 1;
      continue;
    }
    seen.add(idOf(parsed.data));
    valid.push(parsed.data);
  }
  return { valid, skipped };
}
