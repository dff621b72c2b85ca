import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '@huella/shared/constants';
import { AppError } from './errors';
import { processImage } from './images';
import {
  hasGpsPointer,
  makeGif,
  makeJpeg,
  makeJpegWithGpsAndOrientation,
  makePng,
  makePngDeclaring,
  makePngLargerThan,
  makeSvg,
  makeTextFile,
  makeTruncatedJpeg,
  makeWebp,
} from '../test/images';

const INVALID = 'Por favor selecciona un archivo de imagen válido (jpg, png, etc.)';
const TOO_LARGE = 'La imagen es demasiado grande. El tamaño máximo es 5MB.';

/** The error processImage throws, as the client will see it. */
async function refusal(input: Buffer) {
  const error = await processImage(input).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  return {
    status: appError.statusCode,
    code: appError.code,
    error: appError.message,
    message: appError.message,
    fields: appError.fields,
  };
}

describe('processImage: what is accepted', () => {
  it.each([
    ['JPEG', () => makeJpeg(2000, 1500), 1600, 1200],
    ['PNG', () => makePng(640, 480), 640, 480],
    ['GIF', () => makeGif(300, 200), 300, 200],
    ['WebP', () => makeWebp(1000, 700), 1000, 700],
  ])('turns a %s into WebP variants', async (_name, make, width, height) => {
    const image = await processImage(await make());
    expect(image.width).toBe(width);
    expect(image.height).toBe(height);
    expect(image.variants.map((variant) => variant.width)).toEqual([400, 800, 1600]);
    for (const variant of image.variants) {
      const metadata = await sharp(variant.buffer).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(variant.pixelWidth);
      expect(metadata.height).toBe(variant.pixelHeight);
    }
  });

  it('makes 400, 800 and 1600 px wide variants of a large photo, keeping its proportions', async () => {
    const image = await processImage(await makeJpeg(2000, 1500));
    expect(image.variants.map((v) => [v.pixelWidth, v.pixelHeight])).toEqual([
      [400, 300],
      [800, 600],
      [1600, 1200],
    ]);
  });

  it('never upscales: a 640 px image stays 640 px in the larger variants', async () => {
    const image = await processImage(await makePng(640, 480));
    expect(image.variants.map((v) => [v.pixelWidth, v.pixelHeight])).toEqual([
      [400, 300],
      [640, 480],
      [640, 480],
    ]);
  });

  it('removes EXIF (GPS position, camera) and every other metadata block', async () => {
    const input = await makeJpegWithGpsAndOrientation();
    const before = await sharp(input).metadata();
    expect(hasGpsPointer(before.exif!)).toBe(true);
    expect(before.exif!.includes('HuellaCam')).toBe(true);

    const image = await processImage(input);
    for (const variant of image.variants) {
      const after = await sharp(variant.buffer).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(variant.buffer.includes('HuellaCam')).toBe(false);
    }
  });

  it('turns a photo upright from its EXIF orientation', async () => {
    // 1200 × 800 pixels tagged "rotate 90°": shown as 800 × 1200 (portrait).
    const image = await processImage(await makeJpegWithGpsAndOrientation(1200, 800));
    expect([image.width, image.height]).toEqual([800, 1200]);
    expect(image.variants.map((v) => [v.pixelWidth, v.pixelHeight])).toEqual([
      [400, 600],
      [800, 1200],
      [800, 1200],
    ]);
  });
});

describe('processImage: what is refused', () => {
  const invalid = {
    status: 400,
    code: 'invalid_image',
    error: INVALID,
    message: INVALID,
    fields: { image: [INVALID] },
  };

  it('refuses an SVG (it can carry scripts)', async () => {
    expect(await refusal(makeSvg())).toEqual(invalid);
  });

  it('refuses a text file renamed .jpg: the bytes decide, not the name', async () => {
    expect(await refusal(makeTextFile())).toEqual(invalid);
  });

  it('refuses other image types (TIFF) and empty files', async () => {
    const tiff = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#000' },
    })
      .tiff()
      .toBuffer();
    expect(await refusal(tiff)).toEqual(invalid);
    expect(await refusal(Buffer.alloc(0))).toEqual(invalid);
  });

  it('refuses a truncated JPEG instead of completing it with grey', async () => {
    expect(await refusal(await makeTruncatedJpeg())).toEqual(invalid);
  });

  it('refuses a file over 5 MB with the spec message', async () => {
    const big = await makePngLargerThan(IMAGE_MAX_BYTES);
    expect(big.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    expect(await refusal(big)).toEqual({
      status: 400,
      code: 'image_too_large',
      error: TOO_LARGE,
      message: TOO_LARGE,
      fields: { image: [TOO_LARGE] },
    });
  });

  it('refuses a tiny file declaring 20000 × 20000 pixels before decoding it', async () => {
    const bomb = await makePngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024);
    const answer = await refusal(bomb);
    expect(answer).toMatchObject({ status: 400, code: 'image_too_many_pixels' });
    expect(answer.error).toMatch(/40 megapíxeles/);
    expect(answer.fields).toEqual({ image: [answer.error] });
  });
});
