import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CSV,
  GIF,
  HEAD_BYTES,
  JPEG,
  JSON_TYPE,
  PDF,
  PNG,
  SVG,
  WEBP,
  XML,
  detectType,
  matchesAccepted,
} from '../../server/media/detect';

const text = (value: string): Uint8Array => new TextEncoder().encode(value);

async function image(format: 'jpeg' | 'png' | 'gif' | 'webp'): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .toFormat(format)
    .toBuffer();
}

describe('detectType', () => {
  it('needs a few KiB at most', () => {
    expect(HEAD_BYTES).toBeGreaterThanOrEqual(1024);
  });

  it('recognises the raster formats by their magic bytes', async () => {
    expect(detectType(await image('jpeg'))).toBe(JPEG);
    expect(detectType(await image('png'))).toBe(PNG);
    expect(detectType(await image('gif'))).toBe(GIF);
    expect(detectType(await image('webp'))).toBe(WEBP);
  });

  it('answers null for an empty file or unknown binary content', () => {
    expect(detectType(new Uint8Array())).toBeNull();
    expect(detectType(new Uint8Array([0x00, 0x01, 0x02, 0x03]))).toBeNull();
    expect(detectType(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toBeNull(); // ZIP
    expect(detectType(text('   \n\t '))).toBeNull();
  });

  it('ignores the name: a PNG renamed .pdf is a PNG, which does not match .pdf', async () => {
    const renamed = await image('png'); // whatever the upload called it ("report.pdf")
    const type = detectType(renamed);
    expect(type).toBe(PNG);
    expect(type && matchesAccepted(type, ['.pdf'])).toBe(false);
    expect(type && matchesAccepted(type, ['image/*'])).toBe(true);
  });

  it('recognises PDF, SVG, JSON, XML and CSV', () => {
    expect(detectType(text('%PDF-1.7\n%\xe2\xe3\n1 0 obj'))).toBe(PDF);
    expect(detectType(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe(SVG);
    expect(
      detectType(
        text(
          '\ufeff<?xml version="1.0"?>\n<!-- Generator: x -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>',
        ),
      ),
    ).toBe(SVG);
    expect(detectType(text('  {"a": [1, 2, "è"]}'))).toBe(JSON_TYPE);
    expect(detectType(text('[1,2]'))).toBe(JSON_TYPE);
    expect(detectType(text('<?xml version="1.0"?><feed></feed>'))).toBe(XML);
    expect(detectType(text('nome;comune\nRocca;Forlì\n'))).toBe(CSV);
  });

  it('does not take <svgfoo> for SVG', () => {
    expect(detectType(text('<svgfoo></svgfoo>'))).toBe(CSV);
  });

  it('refuses text with NULs or invalid UTF-8', () => {
    expect(detectType(text('a,b\n1,\u00002\n'))).toBeNull();
    expect(detectType(new Uint8Array([0x61, 0x2c, 0xff, 0xfe, 0x0a]))).toBeNull();
  });

  it('accepts a multi-byte character cut by the end of the head', () => {
    const full = text(`${'a,b\n'.repeat(10)}è`);
    expect(detectType(full.subarray(0, full.length - 1))).toBe(CSV);
  });

  it('refuses HTML/JPEG polyglots and HTML markers in any type', async () => {
    const jpeg = await image('jpeg');
    const polyglot = new Uint8Array(jpeg.length + 40);
    polyglot.set(jpeg.subarray(0, 20));
    polyglot.set(text('<HTML><SCRIPT>alert(1)</SCRIPT>'), 20);
    polyglot.set(jpeg.subarray(20), 60);
    expect(detectType(polyglot)).toBeNull();
    expect(detectType(text('%PDF-1.4 <!DOCTYPE html>'))).toBeNull();
    expect(detectType(text('<!doctype html><html><body>x'))).toBeNull();
    expect(detectType(text('a,b\n<script>alert(1)</script>'))).toBeNull();
    expect(detectType(text('<svg><foreignObject><html>'))).toBeNull();
  });

  it('lets an SVG carry a <script> (the sanitiser removes it)', () => {
    expect(detectType(text('<svg><script>alert(1)</script></svg>'))).toBe(SVG);
  });

  it('looks for HTML markers in the first KiB only', async () => {
    const jpeg = await image('jpeg');
    const head = new Uint8Array(2048);
    head.set(jpeg.subarray(0, 100));
    head.set(text('<html>'), 1500);
    expect(detectType(head)).toBe(JPEG);
  });
});

describe('matchesAccepted', () => {
  it('accepts everything when the list is empty', () => {
    expect(matchesAccepted(PDF, [])).toBe(true);
  });

  it('compares extensions, MIME types and wildcards in any case', () => {
    expect(matchesAccepted(PDF, ['.pdf'])).toBe(true);
    expect(matchesAccepted(PDF, ['.PDF'])).toBe(true);
    expect(matchesAccepted(PDF, ['application/pdf'])).toBe(true);
    expect(matchesAccepted(JPEG, ['.jpeg'])).toBe(true);
    expect(matchesAccepted(JPEG, ['.jpg'])).toBe(true);
    expect(matchesAccepted(JPEG, ['image/*'])).toBe(true);
    expect(matchesAccepted(SVG, ['image/*'])).toBe(true);
    expect(matchesAccepted(CSV, ['.csv', '.json'])).toBe(true);
    expect(matchesAccepted(JSON_TYPE, ['.csv'])).toBe(false);
    expect(matchesAccepted(XML, ['text/xml'])).toBe(true);
    expect(matchesAccepted(PDF, ['image/*', '.jpg'])).toBe(false);
  });
});
