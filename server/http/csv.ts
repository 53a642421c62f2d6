/**
 * CSV for spreadsheets set to Italian (Excel, LibreOffice): UTF-8 with a byte-order mark (without
 * it accents come out garbled), `;` between fields (`,` is the decimal separator there), CRLF line
 * ends. A field is quoted when it holds `;`, `"`, CR or LF, quotes doubled. A value that a
 * spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, tab or CR) gets a leading
 * `'`, so an exported name can never execute anything (CSV injection).
 */
const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: the header row, then one line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(';'));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
