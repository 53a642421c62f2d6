/**
 * Decides an uploaded file's type from its content (magic bytes and a text sniff), never from
 * its name or the type the browser declared. Only the first `HEAD_BYTES` bytes are read.
 *
 * Polyglots are refused: a file whose first KiB holds an HTML marker (`<html`, `<script`,
 * `<!doctype html`, in any case) is no known type, even when it starts with an image's magic
 * bytes, so that no browser that sniffs content could ever render it as a page. The one
 * exception is `<script` in an SVG, which the SVG sanitiser removes (see `svg.ts`).
 */

export type TypeFamily = 'image' | 'vector' | 'document' | 'data';

export interface DetectedType {
  /** The MIME type the file is stored and served as. */
  readonly mime: string;
  /** The extension of the stored file, without the dot (`jpg`, `png`, `pdf`...). */
  readonly extension: string;
  readonly family: TypeFamily;
}

/** How many bytes from the start of a file `detectType` needs. */
export const HEAD_BYTES = 4096;

/** How far the HTML markers of a polyglot are looked for. */
const POLYGLOT_WINDOW = 1024;

export const JPEG: DetectedType = { mime: 'image/jpeg', extension: 'jpg', family: 'image' };
export const PNG: DetectedType = { mime: 'image/png', extension: 'png', family: 'image' };
export const GIF: DetectedType = { mime: 'image/gif', extension: 'gif', family: 'image' };
export const WEBP: DetectedType = { mime: 'image/webp', extension: 'webp', family: 'image' };
export const SVG: DetectedType = { mime: 'image/svg+xml', extension: 'svg', family: 'vector' };
export const PDF: DetectedType = { mime: 'application/pdf', extension: 'pdf', family: 'document' };
export const JSON_TYPE: DetectedType = { mime: 'application/json', extension: 'json', family: 'data' };
export const XML: DetectedType = { mime: 'application/xml', extension: 'xml', family: 'data' };
export const CSV: DetectedType = { mime: 'text/csv', extension: 'csv', family: 'data' };

/** Every type `detectType` can answer. */
export const DETECTED_TYPES: readonly DetectedType[] = [JPEG, PNG, GIF, WEBP, SVG, PDF, JSON_TYPE, XML, CSV];

function startsWith(head: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  if (head.length < offset + bytes.length) return false;
  return bytes.every((byte, index) => head[offset + index] === byte);
}

function ascii(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0));
}

/** Lower-cased Latin-1 view of the first bytes (ASCII markers survive any encoding of the rest). */
function latin1Lower(head: Uint8Array, length: number): string {
  let text = '';
  const end = Math.min(head.length, length);
  for (let index = 0; index < end; index += 1) {
    const byte = head[index] ?? 0;
    text += String.fromCharCode(byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte);
  }
  return text;
}

const HTML_MARKERS = ['<html', '<script', '<!doctype html'] as const;

function htmlMarkers(head: Uint8Array): string[] {
  const window = latin1Lower(head, POLYGLOT_WINDOW);
  return HTML_MARKERS.filter((marker) => window.includes(marker));
}

function binaryType(head: Uint8Array): DetectedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return GIF;
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return WEBP;
  if (startsWith(head, ascii('%PDF-'))) return PDF;
  return null;
}

/**
 * The head as UTF-8 text, or null when it is not text: a NUL or another control character
 * other than tab, line feed, carriage return and form feed, or invalid UTF-8. A multi-byte
 * character cut by the end of the head is not an error.
 */
function asText(head: Uint8Array): string | null {
  for (const byte of head) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return null;
    if (byte === 0x7f) return null;
  }
  // Drop a trailing incomplete UTF-8 sequence (at most 3 bytes) before the strict decoding.
  let end = head.length;
  for (let back = 1; back <= 3 && head.length - back >= 0; back += 1) {
    const byte = head[head.length - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue; // continuation byte: look further back
    if ((byte & 0xc0) === 0xc0) {
      const needed = (byte & 0xe0) === 0xc0 ? 2 : (byte & 0xf0) === 0xe0 ? 3 : 4;
      if (needed > back) end = head.length - back;
    }
    break;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(head.subarray(0, end));
  } catch {
    return null;
  }
}

/** Skips white space, an XML declaration, comments and a DOCTYPE; the index of what follows. */
function skipProlog(text: string): number {
  let index = 0;
  for (;;) {
    while (index < text.length && /\s/.test(text.charAt(index))) index += 1;
    if (text.startsWith('<?', index)) {
      const end = text.indexOf('?>', index + 2);
      if (end < 0) return index;
      index = end + 2;
    } else if (text.startsWith('<!--', index)) {
      const end = text.indexOf('-->', index + 4);
      if (end < 0) return index;
      index = end + 3;
    } else if (text.slice(index, index + 9).toLowerCase() === '<!doctype') {
      const end = text.indexOf('>', index);
      if (end < 0) return index;
      index = end + 1;
    } else {
      return index;
    }
  }
}

function isSvgStart(text: string, index: number): boolean {
  if (!text.startsWith('<svg', index)) return false;
  const next = text.charAt(index + 4);
  return next === '' || next === '>' || next === '/' || /\s/.test(next);
}

function textType(text: string): DetectedType | null {
  const body = text.startsWith('\ufeff') ? text.slice(1) : text;
  const start = skipProlog(body);
  if (isSvgStart(body, start)) return SVG;
  const first = body.trimStart().charAt(0);
  if (first === '{' || first === '[') return JSON_TYPE;
  if (body.startsWith('<?xml')) return XML;
  if (body.trim() === '') return null;
  return CSV;
}

/**
 * The type of a file from its first bytes (`HEAD_BYTES` are enough; fewer for a short file),
 * or null when it is empty, unknown, or a polyglot carrying HTML.
 */
export function detectType(head: Uint8Array): DetectedType | null {
  if (head.length === 0) return null;
  const markers = htmlMarkers(head);
  const binary = binaryType(head);
  if (binary !== null) return markers.length === 0 ? binary : null;
  const text = asText(head);
  if (text === null) return null;
  const type = textType(text);
  if (type === null) return null;
  const tolerated = type === SVG ? ['<script'] : [];
  return markers.every((marker) => tolerated.includes(marker)) ? type : null;
}

/**
 * Whether a detected type satisfies a file field's `accept` list: extensions (`.pdf`, `.jpg`,
 * `.jpeg`), exact MIME types (`application/pdf`) or wildcards (`image/*`), in any case. An empty
 * list accepts every type.
 */
export function matchesAccepted(type: DetectedType, accepted: readonly string[]): boolean {
  if (accepted.length === 0) return true;
  const [typeMajor] = type.mime.split('/');
  return accepted.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.startsWith('.')) {
      const extension = entry.slice(1);
      return extension === type.extension || (type === JPEG && ['jpeg', 'jpe', 'jfif'].includes(extension));
    }
    if (entry.endsWith('/*')) return entry.slice(0, -2) === typeMajor;
    return (
      entry === type.mime || (type === XML && entry === 'text/xml') || (type === JSON_TYPE && entry === 'text/json')
    );
  });
}
