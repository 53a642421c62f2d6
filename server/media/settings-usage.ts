/**
 * Media named by the settings (`operations/settings`): the image fields of the settings schemas
 * (the home videos' covers, the SEO cover of 'Impostazioni avanzate'). Like items, a section that
 * names a deleted file loses it in the delete's transaction (the images renumbered, a new cover
 * chosen), and the usage call names the section first (issue #33).
 *
 * Nothing here names a section: the fields come from the settings schemas' metadata.
 */
import { sql } from 'drizzle-orm';
import type { UiLanguage } from '#core/languages';
import { rows, type Executor } from '../db/client';
import { isRecord } from '../db/sql';
import { SECTIONS, type Section } from '../settings/sections';
import { holdsMedia, withoutMedia } from './usage';

/** The sections whose schema field may hold media. */
const MEDIA_SECTIONS: readonly Section[] = [...SECTIONS.values()].filter((section) => holdsMedia(section.field));

/** A stored section value without the media `ids` (per language when the section is); the same value when it names none. */
function sectionWithout(section: Section, value: unknown, ids: ReadonlySet<number>): unknown {
  if (!section.field.perLanguage) return withoutMedia(section.field, value, ids);
  if (!isRecord(value)) return value;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [language, inner] of Object.entries(value)) {
    next[language] = withoutMedia(section.field, inner, ids);
    if (next[language] !== inner) changed = true;
  }
  return changed ? next : value;
}

/** The stored media sections (their rows locked until commit with `lock`). */
async function storedSections(db: Executor, lock: boolean): Promise<{ section: Section; value: unknown }[]> {
  if (MEDIA_SECTIONS.length === 0) return [];
  const found = await rows<{ section: string; value: unknown }>(
    db,
    sql`select section, value from settings where section in (${sql.join(
      MEDIA_SECTIONS.map((section) => sql`${section.name}`),
      sql`, `,
    )}) order by section ${lock ? sql`for update` : sql``}`,
  );
  return found.flatMap((row) => {
    const section = SECTIONS.get(row.section);
    return section ? [{ section, value: row.value }] : [];
  });
}

/** A settings section that names a media file, as the delete confirmation names it. */
export interface SettingsMediaUse {
  readonly section: Section;
}

/** The settings sections that name any of `ids`. */
export async function settingsMediaUses(db: Executor, ids: readonly number[]): Promise<SettingsMediaUse[]> {
  const wanted = new Set(ids);
  return (await storedSections(db, false))
    .filter(({ section, value }) => sectionWithout(section, value, wanted) !== value)
    .map(({ section }) => ({ section }));
}

/** Removes the media `ids` from the settings sections that name them (in the caller's transaction); answers how many changed. */
export async function detachSettingsMedia(db: Executor, ids: readonly number[]): Promise<number> {
  const wanted = new Set(ids);
  let changed = 0;
  for (const { section, value } of await storedSections(db, true)) {
    const next = sectionWithout(section, value, wanted);
    if (next === value) continue;
    await db.execute(
      sql`update settings set value = ${JSON.stringify(next)}::jsonb, updated_at = now() where section = ${section.name}`,
    );
    changed += 1;
  }
  return changed;
}

/** How the usage answer names a section: its screen ('Home page') and the section's label. */
export function settingsUseName(use: SettingsMediaUse, language: UiLanguage): { label: string; title: string } {
  return { label: use.section.screen.meta.label[language], title: use.section.field.label[language] };
}
