/**
 * The pure parts of the media gallery, the picker and the upload view (unit-tested in Node):
 * selection and the attachment limit, the slots an images field has left, sizes for people, an
 * upload's percentage, and the licence rules of a media item (missing licence or
 * version, the version its form names).
 */

/** The picker's limit when the field sets none (spec platform.md: media maximum default 100). */
export const DEFAULT_PICKER_LIMIT = 100;
/** Page sizes of media searches (spec content.md: gallery 24, picker 20). */
export const GALLERY_PAGE_SIZE = 24;
export const PICKER_PAGE_SIZE = 20;

/** Adds the id when absent, removes it when present (order of selection kept). */
export function toggleSelection<T extends { readonly id: number }>(selected: readonly T[], item: T): T[] {
  return selected.some((entry) => entry.id === item.id)
    ? selected.filter((entry) => entry.id !== item.id)
    : [...selected, item];
}

export interface PickerState {
  /** Inserisci is enabled. */
  readonly canInsert: boolean;
  /** More are selected than the limit allows: 'TROPPI ALLEGATI' and the warning. */
  readonly tooMany: boolean;
}

/** Inserisci needs at least one selected image and no more than `limit`. */
export function pickerState(selectedCount: number, limit: number): PickerState {
  const tooMany = selectedCount > Math.max(0, limit);
  return { canInsert: selectedCount > 0 && !tooMany, tooMany };
}

/** What an images field may still take: its max (default 100 when unset) minus the attached ones. */
export function remainingSlots(max: number, attached: number): number {
  return Math.max(0, (max > 0 ? max : DEFAULT_PICKER_LIMIT) - attached);
}

/** A file size for people: 512 B, 1.5 KB, 2.3 MB (one decimal, comma in Italian). */
export function formatBytes(bytes: number, language: 'it' | 'en' = 'it'): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`;
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = value.toLocaleString(language === 'it' ? 'it-IT' : 'en-GB', { maximumFractionDigits: 1 });
  return `${text} ${units[unit]}`;
}

/** A progress percentage (0-100) from the bytes sent; 0 when the total is unknown. */
export function progressPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/**
 * Whether a media item lacks its licence, or the licence's version when the licence has versions
 * (the files saved before licences had versions; one under a licence without versions is complete
 * without one): the server's `license=missing` filter keeps the same ones (server/media/calls.ts).
 * Without the licences' options (loading, or not readable), a missing version counts as missing.
 */
export function lacksLicence(
  item: { readonly license_id: number | null; readonly license_version: string | null },
  licences?: readonly { readonly value: string; readonly versions: readonly string[] }[],
): boolean {
  if (item.license_id === null) return true;
  if (item.license_version !== null) return false;
  const licence = licences?.find((option) => option.value === String(item.license_id));
  return licence === undefined || licence.versions.length > 0;
}

/**
 * The version a media item's form names under `licence`: the `chosen` one, else the licence's
 * only version (preselected), else none. A version the licence does not have is none: the select
 * offers only the licence's. Without the licence's options (still loading), the chosen one.
 */
export function chosenVersion(
  chosen: string | null,
  licence: { readonly versions: readonly string[] } | undefined,
): string | null {
  if (!licence) return chosen;
  if (chosen !== null && licence.versions.includes(chosen)) return chosen;
  return licence.versions.length === 1 ? (licence.versions[0] ?? null) : null;
}
