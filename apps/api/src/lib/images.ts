/**
 * The upload pipeline for photos: only real JPEG, PNG, GIF or WebP files (by
 * their bytes, never by name or declared type), at most 5 MB and 40 megapixels,
 * turned upright, stripped of every metadata block (EXIF, GPS, camera serials)
 * and re-encoded as WebP at each IMAGE_VARIANT_WIDTHS, never upscaled.
 *
 * Decoding and encoding are the most expensive work the API does (a second or
 * more for 40 megapixels), so they are bounded: one image at a time, on one
 * libvips thread, leaving the other cores and libuv's threads to everything
 * else (sign-ins hash on them), with at most IMAGE_QUEUE images waiting and two
 * per account; beyond that the upload is refused at once (503 or 429).
 */
import { fileTypeFromBuffer } from 'file-type';
import type { Metadata } from 'sharp';
import {
  ACCEPTED_IMAGE_TYPES,
  IMAGE_MAX_BYTES,
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantWidth,
} from '@huella/shared/constants';
import { imagesMessages } from '@huella/shared/messages';
import { invalidField, TooManyRequests } from './errors';
import { WorkQueue } from './work-queue';

/** sharp (libvips) is loaded with the first image: a process that handles none does not carry it. */
const loadSharp = async () => {
  const sharp = (await import('sharp')).default;
  // One libvips thread per image, and no cache of decoded images between uploads.
  sharp.concurrency(1);
  sharp.cache(false);
  return sharp;
};

type SharpModule = Awaited<ReturnType<typeof loadSharp>>;

/** Images converted at once, waiting at most, and per account (running or waiting). */
export const IMAGE_QUEUE = { concurrency: 1, maxQueued: 4, maxPerOwner: 2 } as const;

/** The conversions of this process (exported for the tests that watch its bound). */
export const imageWork = new WorkQueue({
  concurrency: IMAGE_QUEUE.concurrency,
  // Every conversion is of one kind: the low-priority queue holds them all.
  maxQueued: { high: 0, low: IMAGE_QUEUE.maxQueued },
  maxPerOwner: IMAGE_QUEUE.maxPerOwner,
  retryAfterSeconds: 5,
  ownerBusy: () => new TooManyRequests(5, imagesMessages.errors.tooManyUploads),
});

/** Decoding is bounded so that a small file declaring huge dimensions cannot exhaust memory. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** The form field the errors are reported on. */
export const IMAGE_FIELD = 'image';

const ACCEPTED_SHARP_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);
const WEBP_QUALITY = 80;

export interface ImageVariant {
  /** The nominal width, used in the file name (`<key>-<width>.webp`). */
  width: ImageVariantWidth;
  /** The real size in pixels: smaller than `width` when the original was smaller. */
  pixelWidth: number;
  pixelHeight: number;
  buffer: Buffer;
}

export interface ProcessedImage {
  variants: ImageVariant[];
  /** Size of the largest variant, as shown (after auto-rotation). */
  width: number;
  height: number;
}

export const imageRequired = () =>
  invalidField(IMAGE_FIELD, imagesMessages.errors.required, 'required');
export const invalidImage = () =>
  invalidField(IMAGE_FIELD, imagesMessages.errors.invalid, 'invalid_image');
export const imageTooLarge = () =>
  invalidField(IMAGE_FIELD, imagesMessages.errors.tooLarge, 'image_too_large');
const tooManyPixels = () =>
  invalidField(IMAGE_FIELD, imagesMessages.errors.tooManyPixels, 'image_too_many_pixels');

/**
 * Validates and converts an uploaded image. Throws `Invalid` (400, field
 * `image`) with code `invalid_image`, `image_too_large` or
 * `image_too_many_pixels`; nothing is written anywhere. The checks run at
 * once; the conversion waits its turn in `imageWork` (`owner`: the account
 * that uploads), or throws Overloaded (503) or TooManyRequests (429). `work`
 * is another queue for work that does not come from requests (the demo seed).
 */
export async function processImage(
  input: Buffer,
  options: { owner?: number; work?: WorkQueue } = {},
): Promise<ProcessedImage> {
  if (input.length > IMAGE_MAX_BYTES) throw imageTooLarge();
  const type = await fileTypeFromBuffer(input);
  if (!type || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type.mime)) {
    throw invalidImage();
  }

  // The header alone tells the dimensions: refuse before decoding any pixel.
  // (Reading metadata decodes nothing, so sharp's own pixel limit is lifted
  // here to report the dimensions with their own message.)
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw invalidImage();
  }
  if (!metadata.format || !ACCEPTED_SHARP_FORMATS.has(metadata.format)) throw invalidImage();
  if (!metadata.width || !metadata.height) throw invalidImage();
  if (metadata.width * metadata.height > IMAGE_MAX_PIXELS) throw tooManyPixels();

  const work = options.work ?? imageWork;
  return work.run(() => convert(sharp, input), { owner: options.owner });
}

/**
 * Decodes once, upright and at most as wide as the largest variant, then
 * encodes each width from those pixels. failOn 'warning': a truncated or
 * corrupt file is refused instead of being completed with grey. Output carries
 * no metadata (sharp never copies it unless asked), and rotate() applies the
 * EXIF orientation first.
 */
async function convert(sharp: SharpModule, input: Buffer): Promise<ProcessedImage> {
  const largestWidth = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1];
  const variants: ImageVariant[] = [];
  try {
    const pixels = await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'warning' })
      .rotate()
      .resize({ width: largestWidth, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = pixels.info;
    for (const variantWidth of IMAGE_VARIANT_WIDTHS) {
      const { data, info } = await sharp(pixels.data, { raw: { width, height, channels } })
        .resize({ width: variantWidth, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      variants.push({
        width: variantWidth,
        pixelWidth: info.width,
        pixelHeight: info.height,
        buffer: data,
      });
    }
  } catch {
    throw invalidImage();
  }
  const largest = variants[variants.length - 1]!;
  return { variants, width: largest.pixelWidth, height: largest.pixelHeight };
}
