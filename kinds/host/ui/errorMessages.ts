/**
 * The messages of react-hook-form error entries, as the field widgets show them under an input.
 * Pure (no React, no DOM), so unit-tested in Node.
 */
/** The first message of a react-hook-form error entry, looking into nested entries (`ids`, `0.name`). */
export function firstErrorMessage(error: unknown, depth = 0): string | null {
  if (typeof error !== 'object' || error === null || depth > 6) return null;
  const record = error as Record<string, unknown>;
  if (typeof record.message === 'string' && record.message !== '') return record.message;
  for (const [key, value] of Object.entries(record)) {
    if (key === 'ref' || key === 'type' || key === 'types') continue;
    const found = firstErrorMessage(value, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** The message set on exactly this entry (not its children). */
export function ownErrorMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? message : null;
}
