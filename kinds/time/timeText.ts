/**
 * The text of a time input (`HH:mm`) as the user types it: digits and one colon, the colon placed
 * after two digits typed without one; a one-digit hour completed when the input is left. Pure (no
 * React, no DOM), so unit-tested in Node.
 */

/** The typed text kept to digits and a colon, at most `HH:mm`, the colon added after two digits. */
export function maskTimeText(typed: string): string {
  const cleaned = typed.replace(/[^\d:]/g, '');
  const colon = cleaned.indexOf(':');
  if (colon >= 0) {
    const hours = cleaned.slice(0, colon).slice(0, 2);
    const minutes = cleaned
      .slice(colon + 1)
      .replace(/:/g, '')
      .slice(0, 2);
    return `${hours}:${minutes}`;
  }
  const digits = cleaned.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** The text as the input leaves it: `9:30` becomes `09:30`; anything else stays as typed. */
export function completeTimeText(text: string): string {
  const trimmed = text.trim();
  return /^\d:\d{2}$/.test(trimmed) ? `0${trimmed}` : trimmed;
}
