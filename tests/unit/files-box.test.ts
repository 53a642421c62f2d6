/** The checks a file box makes before sending (`kinds/files/files.ts`). */
import { describe, expect, it } from 'vitest';
import { acceptsFile, refusalOf } from '../../kinds/files/files';

const pdfOnly = { accept: ['.pdf', 'application/pdf'], acceptMessage: 'pdfOnly', max: 2, maxBytes: 1000 };
const file = (name: string, type: string, size = 10) => ({ name, type, size });

describe('acceptsFile', () => {
  it('matches extensions in any case, MIME types and wildcards', () => {
    expect(acceptsFile(file('Guida.PDF', ''), ['.pdf'])).toBe(true);
    expect(acceptsFile(file('guida', 'application/pdf'), ['application/pdf'])).toBe(true);
    expect(acceptsFile(file('foto.png', 'image/png'), ['image/*'])).toBe(true);
    expect(acceptsFile(file('foto.png', 'image/png'), ['.pdf', 'application/pdf'])).toBe(false);
    expect(acceptsFile(file('dati.csv', 'text/csv'), ['.csv', '.xml', '.json'])).toBe(true);
    expect(acceptsFile(file('dati.xlsx', ''), ['.csv', '.xml', '.json'])).toBe(false);
    expect(acceptsFile(file('x.anything', ''), [])).toBe(true);
    // An empty browser type never matches a MIME entry.
    expect(acceptsFile(file('senza-tipo', ''), ['application/pdf'])).toBe(false);
  });
});

describe('refusalOf', () => {
  it("refuses another type with the field's own message", () => {
    expect(refusalOf(file('foto.png', 'image/png'), pdfOnly, 0)).toEqual({ key: 'pdfOnly', params: {} });
  });

  it('refuses empty and oversized files with the spec upload message', () => {
    expect(refusalOf(file('vuoto.pdf', 'application/pdf', 0), pdfOnly, 0)?.key).toBe('uploadRejected');
    expect(refusalOf(file('grande.pdf', 'application/pdf', 1001), pdfOnly, 0)).toEqual({
      key: 'uploadRejected',
      params: { n: 300 },
    });
  });

  it('refuses past the maximum count', () => {
    expect(refusalOf(file('terzo.pdf', 'application/pdf'), pdfOnly, 2)).toEqual({ key: 'tooMany', params: { max: 2 } });
    expect(refusalOf(file('secondo.pdf', 'application/pdf'), pdfOnly, 1)).toBeNull();
  });
});
