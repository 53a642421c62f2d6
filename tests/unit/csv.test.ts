import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from '../../server/http/csv';

describe('CSV for a spreadsheet set to Italian', () => {
  it.each([
    // given a value, want the field
    { value: 'Nicolò', want: 'Nicolò' },
    { value: 'Forlì; Cesena', want: '"Forlì; Cesena"' },
    { value: 'detto "Nico"', want: '"detto ""Nico"""' },
    { value: 'due\nrighe', want: '"due\nrighe"' },
    { value: '=HYPERLINK("x")', want: '"\'=HYPERLINK(""x"")"' },
    { value: '+39 051', want: "'+39 051" },
    { value: '-1', want: "'-1" },
    { value: '@SUM(A1)', want: "'@SUM(A1)" },
    { value: 42, want: '42' },
    { value: null, want: '' },
  ])('writes $value as $want', ({ value, want }) => {
    expect(csvField(value)).toBe(want);
  });

  it('starts with a byte-order mark, separates with ; and ends lines with CRLF', () => {
    const text = toCsv(
      ['ID', 'Nome'],
      [
        [1, 'Ðuković'],
        [2, 'Forlì'],
      ],
    );
    expect(text.startsWith('\uFEFFID;Nome\r\n')).toBe(true);
    expect(text).toBe('\uFEFFID;Nome\r\n1;Ðuković\r\n2;Forlì\r\n');
    expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
