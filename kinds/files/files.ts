/**
 * The checks a file box makes before sending a chosen file (the server makes them again): the
 * field's accepted types, by extension or MIME type as the browser reports them, its byte limit
 * and its maximum count. Pure, unit-tested in Node.
 */
import { FIELD_LIMITS, UPLOAD_LIMITS } from '#core/limits';
import type { FieldOfKind } from '#core/model';

/** A chosen file, as far as the checks read it (a `File` has these). */
export interface ChosenFile {
  readonly name: string;
  /** The MIME type the browser guessed; may be empty. */
  readonly type: string;
  readonly size: number;
}

/** A refusal: a validation message key of `core/messages.ts` and its parameters. */
export interface FileRefusal {
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/**
 * Whether `file` matches an accept list of extensions (`.pdf`), MIME types (`application/pdf`)
 * or wildcards (`image/*`); an empty list accepts every file.
 */
export function acceptsFile(file: Pick<ChosenFile, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type !== '' && type === entry;
  });
}

/**
 * Why `file` cannot be added to a files field that already holds `attached` files (and has
 * `queued` more on their way); null when it can.
 */
export function refusalOf(
  file: ChosenFile,
  field: Pick<FieldOfKind<'files'>, 'accept' | 'acceptMessage' | 'max' | 'maxBytes'>,
  attached: number,
): FileRefusal | null {
  const max = field.max > 0 ? field.max : FIELD_LIMITS.attachments;
  if (attached >= max) return { key: 'tooMany', params: { max } };
  if (!acceptsFile(file, field.accept)) return { key: field.acceptMessage, params: {} };
  if (file.size === 0 || file.size > field.maxBytes) {
    return { key: 'uploadRejected', params: { n: UPLOAD_LIMITS.minLongestSide } };
  }
  return null;
}
