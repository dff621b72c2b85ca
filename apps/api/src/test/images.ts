/**
 * Image fixtures made at test time with sharp, so that the repository ships
 * no binary test files and each case shows what it is made of.
 */
import { randomFillSync } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

const colour = { r: 194, g: 65, b: 12 };

/** A photo-like (noisy, so it does not compress to nothing) image of the given size. */
const noisy = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });

export const makeJpeg = (width = 2000, height = 1500) => noisy(width, height).jpeg().toBuffer();
export const makePng = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 4, background: { ...colour, alpha: 1 } } })
    .png()
    .toBuffer();
export const makeGif = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .gif()
    .toBuffer();
export const makeWebp = (width = 1000, height = 700) => noisy(width, height).webp().toBuffer();

/**
 * A camera photo, landscape in its pixels (width × height) but tagged with
 * EXIF orientation 6 (to be rotated 90° clockwise), with the camera make and
 * a GPS position (Madrid) in its EXIF.
 */
export const makeJpegWithGpsAndOrientation = (width = 1200, height = 800) =>
  noisy(width, height)
    .jpeg()
    .withExif({
      IFD0: { Make: 'HuellaCam', Model: 'Serie 42' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 25/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '3/1 42/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** The EXIF tag that points to the GPS block (0x8825), as stored little-endian. */
export const hasGpsPointer = (exif: Buffer) => exif.includes(Buffer.from([0x25, 0x88]));

export const makeSvg = () =>
  Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">' +
      '<rect width="400" height="400" fill="#c2410c"/></svg>',
  );

/** The first half of a real JPEG: the type is right, the picture is cut short. */
export async function makeTruncatedJpeg() {
  const jpeg = await makeJpeg(800, 600);
  return jpeg.subarray(0, Math.floor(jpeg.length / 2));
}

/** A text file that claims (by its name only) to be a photo. */
export const makeTextFile = () =>
  Buffer.from('Esto no es una foto, es un texto con extensión .jpg\n');

/**
 * A valid PNG header declaring `width × height` pixels around a tiny image:
 * a few hundred bytes that would need gigabytes once decoded.
 */
export async function makePngDeclaring(width: number, height: number) {
  const png = Buffer.from(await makePng(8, 8));
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC covers type + data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

/** A PNG of random pixels larger than `bytes` (random data does not compress). */
export async function makePngLargerThan(bytes: number) {
  const side = Math.ceil(Math.sqrt(bytes / 3)) + 64;
  const raw = randomFillSync(Buffer.alloc(side * side * 3));
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
