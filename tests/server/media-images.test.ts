import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageRejected, processImage, type ImageOutputs } from '../../server/media/images';
import { lyingPng, solid } from '../fixtures/files';

let dir: string;
let counter = 0;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'media-images-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function file(content: Buffer | Uint8Array, extension = 'bin'): Promise<string> {
  counter += 1;
  const target = path.join(dir, `input-${counter}.${extension}`);
  await writeFile(target, content);
  return target;
}

function outputs(extension: string): ImageOutputs {
  counter += 1;
  return {
    standard: path.join(dir, `standard-${counter}.${extension}`),
    thumb: path.join(dir, `thumb-${counter}.${extension}`),
  };
}

async function rejection(promise: Promise<unknown>): Promise<ImageRejected> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImageRejected);
  return error as ImageRejected;
}

const exists = (target: string) =>
  stat(target).then(
    () => true,
    () => false,
  );

describe('processImage', () => {
  it('writes a standard rendition and a thumbnail without enlarging or changing the format', async () => {
    const input = await file(await solid(2400, 1600).jpeg().toBuffer());
    const out = outputs('jpg');
    const result = await processImage(input, out, { minLongestSide: 300 });
    expect(result).toMatchObject({
      format: 'jpeg',
      width: 2400,
      height: 1600,
      standard: { width: 1200, height: 800 },
      thumb: { width: 400, height: 267 },
    });
    expect((await sharp(out.standard).metadata()).format).toBe('jpeg');
    expect(await sharp(out.thumb).metadata()).toMatchObject({ width: 400, height: 267 });

    const small = await file(await solid(500, 300).png().toBuffer());
    const smallOut = outputs('png');
    const smallResult = await processImage(small, smallOut, { minLongestSide: 300 });
    expect(smallResult.format).toBe('png');
    expect(smallResult.standard).toMatchObject({ width: 500, height: 300 });
    expect(smallResult.thumb).toMatchObject({ width: 400, height: 240 });
  });

  it('keeps WebP and GIF as they are', async () => {
    for (const format of ['webp', 'gif'] as const) {
      const input = await file(await solid(600, 400).toFormat(format).toBuffer());
      const out = outputs(format);
      const result = await processImage(input, out, { minLongestSide: 300 });
      expect(result.format).toBe(format);
      expect((await sharp(out.standard).metadata()).format).toBe(format);
    }
  });

  it('strips EXIF (GPS included) and turns the image upright', async () => {
    const tagged = await solid(800, 400)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'Camera', Model: 'Secret serial 1234' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '44/1 29/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '11/1 20/1 0/1',
        },
      })
      .toBuffer();
    const before = await sharp(tagged).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('Secret serial');

    const input = await file(tagged);
    const out = outputs('jpg');
    const result = await processImage(input, out, { minLongestSide: 300 });
    // Orientation 6 turns the 800×400 pixels upright into a portrait.
    expect(result).toMatchObject({ width: 400, height: 800 });
    for (const rendition of [out.standard, out.thumb]) {
      const after = await sharp(rendition).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(after.height).toBeGreaterThan(after.width);
      const bytes = await readFile(rendition);
      expect(bytes.includes('Secret serial')).toBe(false);
      expect(bytes.includes('GPS')).toBe(false);
    }
  });

  it('refuses an image whose longest side is under the minimum', async () => {
    const input = await file(await solid(299, 200).jpeg().toBuffer());
    const out = outputs('jpg');
    const error = await rejection(processImage(input, out, { minLongestSide: 300 }));
    expect(error.reason).toBe('tooSmall');
    expect(await exists(out.standard)).toBe(false);

    const exact = await file(await solid(300, 10).jpeg().toBuffer());
    await expect(processImage(exact, outputs('jpg'), { minLongestSide: 300 })).resolves.toMatchObject({ width: 300 });
  });

  it('refuses a pixel bomb from its header, quickly and without decoding it', async () => {
    const bomb = await file(await lyingPng(30_000, 30_000));
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 30_000, height: 30_000 });
    const started = Date.now();
    const error = await rejection(processImage(bomb, outputs('png'), { minLongestSide: 300, maxPixels: 40e6 }));
    expect(error.reason).toBe('tooLarge');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a real image over the pixel limit', async () => {
    const input = await file(await solid(1000, 1000).png().toBuffer());
    const out = outputs('png');
    const error = await rejection(processImage(input, out, { minLongestSide: 300, maxPixels: 500_000 }));
    expect(error.reason).toBe('tooLarge');
    expect(await exists(out.standard)).toBe(false);
    expect(await exists(out.thumb)).toBe(false);
  });

  it('refuses what sharp cannot decode, and formats other than JPEG, PNG, WebP and GIF', async () => {
    const garbage = await file(Buffer.from('not an image at all'));
    expect((await rejection(processImage(garbage, outputs('jpg'), { minLongestSide: 1 }))).reason).toBe('undecodable');

    const jpeg = await solid(600, 400).jpeg().toBuffer();
    const truncated = await file(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect((await rejection(processImage(truncated, outputs('jpg'), { minLongestSide: 1 }))).reason).toBe(
      'undecodable',
    );

    const svg = await file(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"><rect width="500" height="500"/></svg>',
      ),
    );
    expect((await rejection(processImage(svg, outputs('png'), { minLongestSide: 1 }))).reason).toBe('undecodable');

    const tiff = await file(await solid(500, 500).tiff().toBuffer());
    expect((await rejection(processImage(tiff, outputs('png'), { minLongestSide: 1 }))).reason).toBe('undecodable');
  });

  it('processes several images at once (the app bounds how many: media-queue.test.ts)', async () => {
    const inputs = await Promise.all(
      [0, 1, 2, 3].map(async (index) =>
        file(
          await solid(700 + index, 500)
            .jpeg()
            .toBuffer(),
        ),
      ),
    );
    const results = await Promise.all(
      inputs.map((input) => processImage(input, outputs('jpg'), { minLongestSide: 300 })),
    );
    expect(results.map((result) => result.width)).toEqual([700, 701, 702, 703]);
  });
});
