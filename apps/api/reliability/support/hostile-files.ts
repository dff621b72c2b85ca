/**
 * Hostile "images" for the upload checks, made at test time (the repository
 * ships no binary files): polyglots, lying headers, decompression bombs,
 * multi-frame bombs, cut or damaged files. Each says what it is made of.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { makeGif, makeJpeg, makePng } from '../../src/test/images';

/** What a browser would run if it ever rendered the file as a page. */
export const SCRIPT_PAYLOAD =
  '<html><body><script>window.__pwned=1;alert(document.cookie)</script>' +
  '<img src=x onerror="window.__pwned=1"></body></html>\n';

/** A PNG chunk: length, type, data and the CRC of type + data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A real, valid PNG of `side × side` black pixels (1 bit per pixel): every row
 * is there, so a decoder would really have to produce side² pixels. At 30,000
 * it is about 110 KB on disk and 900 million pixels (gigabytes) decoded.
 */
export function makePngBomb(side = 30_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  // Each row: filter byte 0 and side/8 bytes of zeros.
  const raw = Buffer.alloc((Math.ceil(side / 8) + 1) * side);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG whose first data chunk has a byte flipped (its CRC no longer matches). */
export async function makeCorruptPng(): Promise<Buffer> {
  const png = Buffer.from(await makePng(64, 64));
  const idat = png.indexOf('IDAT', 0, 'latin1');
  png[idat + 10] = png[idat + 10]! ^ 0xff;
  return png;
}

/** The first half of a real PNG. */
export async function makeTruncatedPng(): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({
      create: {
        width: 400,
        height: 400,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer(),
  );
  return png.subarray(0, Math.floor(png.length / 2));
}

/** A JPEG's opening markers (SOI and a JFIF APP0) followed by a web page, no picture. */
export function makeJpegHeaderThenHtml(): Buffer {
  const soiAndApp0 = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
    0x00, 0x01, 0x00, 0x00,
  ]);
  return Buffer.concat([soiAndApp0, Buffer.from(SCRIPT_PAYLOAD)]);
}

/** "GIF89a" and then a web page: the first bytes of a GIF, nothing else of one. */
export const makeGifMagicThenHtml = () => Buffer.from(`GIF89a${SCRIPT_PAYLOAD}`);

/** A complete, valid JPEG with a web page after its end marker. */
export async function makeJpegThenHtml(): Promise<Buffer> {
  return Buffer.concat([await makeJpeg(600, 400), Buffer.from(SCRIPT_PAYLOAD)]);
}

/** A complete, valid JPEG whose comment segment (COM) holds a web page. */
export async function makeJpegWithHtmlComment(): Promise<Buffer> {
  const jpeg = await makeJpeg(600, 400);
  const body = Buffer.from(SCRIPT_PAYLOAD);
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  // Right after SOI (FF D8).
  return Buffer.concat([jpeg.subarray(0, 2), header, body, jpeg.subarray(2)]);
}

/** Starts with a ZIP local file header: the bytes of a JAR or an Office file. */
function tinyZip(): Buffer {
  const name = Buffer.from('META-INF/MANIFEST.MF');
  const content = Buffer.from('Manifest-Version: 1.0\n');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(10, 4);
  header.writeUInt32LE(crc32(content) >>> 0, 14);
  header.writeUInt32LE(content.length, 18);
  header.writeUInt32LE(content.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, content]);
}

/** A GIFAR: a valid GIF with a Java archive after its trailer. */
export async function makeGifar(): Promise<Buffer> {
  return Buffer.concat([await makeGif(120, 80), tinyZip()]);
}

/** A ZIP (JAR) archive first, then a whole GIF: read by its start, it is an archive. */
export async function makeZipThenGif(): Promise<Buffer> {
  return Buffer.concat([tinyZip(), await makeGif(120, 80)]);
}

/** A PDF that carries a JPEG (what a PDF + JPEG polyglot starts as). */
export async function makePdfWithJpeg(): Promise<Buffer> {
  const jpeg = await makeJpeg(200, 200);
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.4\n1 0 obj <</Type /XObject /Subtype /Image /Width 200 /Height 200 ' +
        `/Filter /DCTDecode /Length ${jpeg.length}>>\nstream\n`,
    ),
    jpeg,
    Buffer.from('\nendstream\nendobj\n%%EOF\n'),
  ]);
}

/** An SVG that runs script when opened as a document. */
export const makeSvgWithScript = () =>
  Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" ' +
      'onload="window.__pwned=1"><script>window.__pwned=1</script>' +
      '<rect width="400" height="400" fill="#c2410c"/></svg>',
  );

/** A valid single-frame GIF whose logical screen claims `width × height`. */
export async function makeGifDeclaring(width: number, height: number): Promise<Buffer> {
  const gif = Buffer.from(await makeGif(8, 8));
  gif.writeUInt16LE(width, 6);
  gif.writeUInt16LE(height, 8);
  return gif;
}

/** A valid JPEG whose frame header (SOF) claims `width × height`. */
export async function makeJpegDeclaring(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await makeJpeg(16, 16));
  for (let offset = 2; offset < jpeg.length - 9;) {
    if (jpeg[offset] !== 0xff) throw new Error('Unexpected JPEG layout');
    const marker = jpeg[offset + 1]!;
    if (marker >= 0xc0 && marker <= 0xc2) {
      jpeg.writeUInt16BE(height, offset + 5);
      jpeg.writeUInt16BE(width, offset + 7);
      return jpeg;
    }
    offset += 2 + jpeg.readUInt16BE(offset + 2);
  }
  throw new Error('No SOF marker in the JPEG');
}

/**
 * A GIF of `frames` frames of `side × side` pixels each: every frame alone is
 * within the pixel limit, all of them together are far over it. Built from a
 * one-frame GIF by repeating its image block.
 */
export async function makeManyFrameGif(side: number, frames: number): Promise<Buffer> {
  const gif = Buffer.from(
    await sharp({ create: { width: side, height: side, channels: 3, background: '#c2410c' } })
      .gif()
      .toBuffer(),
  );
  const flags = gif[10]!;
  let offset = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  const skipSubBlocks = (at: number) => {
    let position = at;
    while (gif[position] !== 0) position += gif[position]! + 1;
    return position + 1;
  };
  // Extensions (0x21) before the image are kept once, in the head.
  while (gif[offset] === 0x21) offset = skipSubBlocks(offset + 2);
  const imageStart = offset;
  if (gif[imageStart] !== 0x2c) throw new Error('Unexpected GIF layout');
  const localFlags = gif[imageStart + 9]!;
  let imageEnd = imageStart + 10 + (localFlags & 0x80 ? 3 * 2 ** ((localFlags & 0x07) + 1) : 0);
  imageEnd = skipSubBlocks(imageEnd + 1);
  const image = gif.subarray(imageStart, imageEnd);
  return Buffer.concat([
    gif.subarray(0, imageStart),
    ...Array.from({ length: frames }, () => image),
    Buffer.from([0x3b]),
  ]);
}

/** A valid JPEG padded with zeros after its end marker to exactly `bytes`. */
export async function makeJpegOfExactly(bytes: number): Promise<Buffer> {
  const jpeg = await makeJpeg(400, 300);
  return Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length)]);
}
