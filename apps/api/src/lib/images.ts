/**
 * The upload pipeline for photos: only real JPEG, PNG, GIF or WebP files (by
 * their bytes, never by name or declared type), at most 5 MB and 40 megapixels,
 * turned upright, stripped of every metadata block (EXIF, GPS, camera serials)
 * and re-encoded as WebP at each IMAGE_VARIANT_WIDTHS, never upscaled.
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
import { invalidField } from './errors';

/** sharp (libvips) is loaded with the first image: a process that handles none does not carry it. */
const loadSharp = async () => (await import('sharp')).default;

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
 * `image_too_many_pixels`; nothing is written anywhere.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
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

  // failOn 'warning': a truncated or corrupt file is refused instead of being
  // completed with grey. Output carries no metadata (sharp never copies it
  // unless asked), and rotate() applies the EXIF orientation first.
  const source = sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'warning' }).rotate();
  let variants: ImageVariant[];
  try {
    variants = await Promise.all(
      IMAGE_VARIANT_WIDTHS.map(async (width) => {
        const { data, info } = await source
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { width, pixelWidth: info.width, pixelHeight: info.height, buffer: data };
      }),
    );
  } catch {
    throw invalidImage();
  }
  const largest = variants[variants.length - 1]!;
  return { variants, width: largest.pixelWidth, height: largest.pixelHeight };
}
