/**
 * Derives the stored renditions of an uploaded raster image with sharp: a standard rendition
 * (longest side at most `standardLongestSide`) and a thumbnail, both turned upright from the
 * EXIF orientation and written without any metadata (no EXIF, so no GPS position, no camera
 * serial, no XMP or IPTC), in the format of the original (JPEG, PNG, WebP or GIF). Images are
 * never enlarged. Animated GIF and WebP keep their first frame only.
 *
 * sharp reads the original from disk and writes the renditions to disk, so no whole file passes
 * through the JavaScript heap. Decoding is bounded: the header is read first and an image over
 * `maxPixels` is refused before any pixel is decoded, and `limitInputPixels` stops libvips
 * should a header lie.
 *
 * The work runs off the event loop (sharp's pipelines run in libuv's thread pool). Memory and
 * CPU: libvips decodes with a thread pool per image and keeps a cache of recent operations; both
 * are set once, here, to one thread and no cache, and the uploads run `processImage` through the
 * app's bounded queue (`queue.ts`: by default half the cores at once, one on the 2-core machine),
 * so the peak memory of image processing is that of one image per running job (about 4 bytes per
 * pixel of the largest accepted image) rather than grow with concurrent uploads.
 */
import { rm } from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';

sharp.concurrency(1);
sharp.cache(false);

export type ImageRejection = 'tooSmall' | 'tooLarge' | 'undecodable';

/** An upload that cannot become a stored image; `reason` says why. */
export class ImageRejected extends Error {
  constructor(
    readonly reason: ImageRejection,
    message?: string,
  ) {
    super(message ?? `Image rejected: ${reason}`);
    this.name = 'ImageRejected';
  }
}

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

const FORMATS: ReadonlySet<string> = new Set<ImageFormat>(['jpeg', 'png', 'webp', 'gif']);

function isImageFormat(format: string): format is ImageFormat {
  return FORMATS.has(format);
}

/** The file extension of each format's renditions. */
export const FORMAT_EXTENSIONS: Readonly<Record<ImageFormat, string>> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
};

export interface ImageOptions {
  /** An image whose longest side (once upright) is shorter is refused (`tooSmall`). */
  readonly minLongestSide: number;
  /** Longest side of the standard rendition (default 1200). */
  readonly standardLongestSide?: number;
  /** Longest side of the thumbnail (default 400). */
  readonly thumbLongestSide?: number;
  /** An image with more pixels is refused (`tooLarge`); default 40 million. */
  readonly maxPixels?: number;
}

export const IMAGE_DEFAULTS = {
  standardLongestSide: 1200,
  thumbLongestSide: 400,
  maxPixels: 40_000_000,
} as const;

export interface Rendition {
  readonly width: number;
  readonly height: number;
  readonly bytes: number;
}

export interface ProcessedImage {
  readonly format: ImageFormat;
  /** Size of the original, upright. */
  readonly width: number;
  readonly height: number;
  readonly standard: Rendition;
  readonly thumb: Rendition;
}

export interface ImageOutputs {
  /** Where the standard rendition is written (with the extension of `FORMAT_EXTENSIONS`). */
  readonly standard: string;
  readonly thumb: string;
}

function rejection(error: unknown): ImageRejected {
  if (error instanceof ImageRejected) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new ImageRejected('tooLarge', message);
  return new ImageRejected('undecodable', message);
}

function encoder(pipeline: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 82, progressive: true, mozjpeg: false });
    case 'png':
      return pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
    case 'webp':
      return pipeline.webp({ quality: 80 });
    case 'gif':
      return pipeline.gif();
  }
}

async function rendition(
  input: string,
  output: string,
  longestSide: number,
  format: ImageFormat,
  maxPixels: number,
): Promise<Rendition> {
  const pipeline = sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
    .rotate()
    .resize({ width: longestSide, height: longestSide, fit: 'inside', withoutEnlargement: true });
  const info = await encoder(pipeline, format).toFile(output);
  return { width: info.width, height: info.height, bytes: info.size };
}

/**
 * Checks the image at `input` (a file on disk) and writes its standard rendition and thumbnail
 * to `outputs`. Throws `ImageRejected` when the image is too small, too large or not a JPEG,
 * PNG, WebP or GIF sharp can decode; nothing is left at `outputs` then.
 */
export async function processImage(
  input: string,
  outputs: ImageOutputs,
  options: ImageOptions,
): Promise<ProcessedImage> {
  const maxPixels = options.maxPixels ?? IMAGE_DEFAULTS.maxPixels;
  const standardSide = options.standardLongestSide ?? IMAGE_DEFAULTS.standardLongestSide;
  const thumbSide = options.thumbLongestSide ?? IMAGE_DEFAULTS.thumbLongestSide;
  try {
    const metadata = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
      .metadata()
      .catch((error: unknown) => {
        throw rejection(error);
      });
    const format: string = metadata.format;
    if (!isImageFormat(format)) throw new ImageRejected('undecodable', `Unsupported image format: ${format}`);
    const { width, height } = metadata.autoOrient;
    if (!(width > 0 && height > 0)) throw new ImageRejected('undecodable', 'Image without dimensions');
    if (width * height > maxPixels)
      throw new ImageRejected('tooLarge', `${width}×${height} exceeds ${maxPixels} pixels`);
    if (Math.max(width, height) < options.minLongestSide) {
      throw new ImageRejected('tooSmall', `Longest side ${Math.max(width, height)} < ${options.minLongestSide}`);
    }
    const standard = await rendition(input, outputs.standard, standardSide, format, maxPixels);
    const thumb = await rendition(input, outputs.thumb, thumbSide, format, maxPixels);
    return { format, width, height, standard, thumb };
  } catch (error) {
    await Promise.all([rm(outputs.standard, { force: true }), rm(outputs.thumb, { force: true })]);
    throw rejection(error);
  }
}
