/**
 * Hostile uploads: every endpoint that takes an image (an announcement created
 * or replaced or changed with its photo, a gallery photo, the profile photo)
 * refuses polyglots, lying headers, decompression bombs, damaged, empty and
 * oversized files and a second file in the form with the Spanish message,
 * quickly and without a memory spike, leaving no row and no file behind; what
 * it accepts (a photo with a page after its end, a GIFAR, a PNG named .jpg or
 * .html, a path in the file name, a GPS-tagged photo, a 300-frame GIF) is
 * stored only as a clean, still WebP re-encoded from the pixels, under a name
 * of its own. The shelter form takes no file at all, and the media route never
 * serves a stray SVG or page as something a browser would run.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@huella/shared/constants';
import { commonMessages, imagesMessages } from '@huella/shared/messages';
import type { Pet, PetPhoto } from '@huella/shared/schemas/pets';
import type { User } from '@huella/shared/schemas/users';
import { bearer, createPet, createShelter, createUser, loginAs } from '../src/test/factories';
import { buildTestApp, type TestContext } from '../src/test/helper';
import {
  makeJpeg,
  makeJpegWithGpsAndOrientation,
  makePng,
  makePngDeclaring,
  makeTruncatedJpeg,
} from '../src/test/images';
import { multipart, type MultipartFile } from '../src/test/multipart';
import {
  makeCorruptPng,
  makeGifar,
  makeGifDeclaring,
  makeGifMagicThenHtml,
  makeJpegDeclaring,
  makeJpegHeaderThenHtml,
  makeJpegOfExactly,
  makeJpegThenHtml,
  makeJpegWithHtmlComment,
  makeManyFrameGif,
  makePdfWithJpeg,
  makePngBomb,
  makeSvgWithScript,
  makeTruncatedPng,
  makeZipThenGif,
  SCRIPT_PAYLOAD,
} from './support/hostile-files';

const {
  invalid: INVALID,
  tooLarge: TOO_LARGE,
  tooManyPixels: TOO_MANY_PIXELS,
} = imagesMessages.errors;

let ctx: TestContext;
let auth: Record<string, string>;
let avatarAuth: Record<string, string>;
let shelterId: number;
let petId: number;

beforeAll(async () => {
  // One account sends every hostile file, far more than its upload allowance
  // (RATE_LIMITS.imageUploadPerUser, proved in src/lib/work-limits.test.ts).
  ctx = await buildTestApp({ RATE_LIMIT_DISABLED: 'true' });
  const member = await createUser(ctx.app);
  const shelter = await createShelter(ctx.app, { members: [[member.id, 'miembro']] });
  shelterId = shelter.id;
  petId = (await createPet(ctx.app, { shelterId, name: 'Canela' })).id;
  auth = bearer(await loginAs(ctx.app, member));
  avatarAuth = bearer(await loginAs(ctx.app, await createUser(ctx.app)));
});
afterAll(() => ctx.close());

/** Every file under DATA_DIR (media, outbox…), by its path. */
const filesOnDisk = async () =>
  (await readdir(ctx.config.dataDir, { recursive: true }).catch(() => [] as string[])).sort();

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

const upload = (
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
  file: MultipartFile | MultipartFile[],
) => {
  const body = multipart(fields, file);
  return ctx.app.inject({
    method,
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

type InjectResponse = Awaited<ReturnType<typeof upload>>;

interface Endpoint {
  name: string;
  send(file: MultipartFile | MultipartFile[]): Promise<InjectResponse>;
  /** What a user sees of the thing the upload would change. */
  state(): Promise<unknown>;
  /** The public paths of the stored image after a successful upload. */
  storedPaths(body: unknown): string[];
}

const petState = async () => {
  const pet = (await get(`/pets/api/pets/${petId}/`, auth)).json<Pet>();
  return { name: pet.name, kind: pet.kind, image: pet.image, images: pet.images };
};
const photoPaths = (photo: Pick<PetPhoto, 'url' | 'variants'>) => [
  photo.url,
  ...Object.values(photo.variants),
];

const ENDPOINTS: Endpoint[] = [
  {
    name: 'publishing an announcement with its photo (POST /pets/api/pets/)',
    send: (file) =>
      upload(
        'POST',
        '/pets/api/pets/',
        auth,
        { name: 'Intrusa', kind: 'gato', shelter: String(shelterId) },
        file,
      ),
    state: async () => (await get('/pets/api/pets/mine/counts/', auth)).json(),
    storedPaths: (body) => photoPaths((body as Pet).images[0]!),
  },
  {
    name: 'replacing an announcement with a photo (PUT /pets/api/pets/:id/)',
    send: (file) =>
      upload(
        'PUT',
        `/pets/api/pets/${petId}/`,
        auth,
        { name: 'Cambiada', kind: 'gato', shelter: String(shelterId) },
        file,
      ),
    state: petState,
    storedPaths: (body) => photoPaths((body as Pet).images[0]!),
  },
  {
    name: 'changing an announcement with a photo (PATCH /pets/api/pets/:id/)',
    send: (file) => upload('PATCH', `/pets/api/pets/${petId}/`, auth, { name: 'Cambiada' }, file),
    state: petState,
    storedPaths: (body) => photoPaths((body as Pet).images[0]!),
  },
  {
    name: 'adding a gallery photo (POST /pets/api/pets/:id/photos/)',
    send: (file) => upload('POST', `/pets/api/pets/${petId}/photos/`, auth, {}, file),
    state: petState,
    storedPaths: (body) => photoPaths(body as PetPhoto),
  },
  {
    name: 'the profile photo (PUT /users/api/users/me/avatar/)',
    send: (file) => upload('PUT', '/users/api/users/me/avatar/', avatarAuth, {}, file),
    state: async () => (await get('/users/api/users/me/', avatarAuth)).json<User>().avatar,
    storedPaths: (body) => [(body as User).avatar!],
  },
];

interface RefusedCase {
  name: string;
  file: () => Promise<MultipartFile>;
  error: string;
}

const file = (filename: string, type: string, content: Buffer): MultipartFile => ({
  filename,
  type,
  content,
});

const REFUSED: RefusedCase[] = [
  {
    name: 'a web page named .jpg',
    file: async () => file('foto.jpg', 'image/jpeg', Buffer.from(SCRIPT_PAYLOAD)),
    error: INVALID,
  },
  {
    name: 'a script named .png',
    file: async () => file('foto.png', 'image/png', Buffer.from('window.__pwned = 1;\n')),
    error: INVALID,
  },
  {
    name: 'a JPEG header followed by a web page',
    file: async () => file('foto.jpg', 'image/jpeg', makeJpegHeaderThenHtml()),
    error: INVALID,
  },
  {
    name: '"GIF89a" followed by a web page',
    file: async () => file('foto.gif', 'image/gif', makeGifMagicThenHtml()),
    error: INVALID,
  },
  {
    name: 'a Java archive with a GIF after it',
    file: async () => file('foto.gif', 'image/gif', await makeZipThenGif()),
    error: INVALID,
  },
  {
    name: 'a PDF carrying a JPEG',
    file: async () => file('foto.jpg', 'image/jpeg', await makePdfWithJpeg()),
    error: INVALID,
  },
  {
    name: 'an SVG with script',
    file: async () => file('foto.svg', 'image/svg+xml', makeSvgWithScript()),
    error: INVALID,
  },
  {
    name: 'an SVG with script named .png',
    file: async () => file('foto.png', 'image/png', makeSvgWithScript()),
    error: INVALID,
  },
  {
    name: 'a truncated JPEG',
    file: async () => file('foto.jpg', 'image/jpeg', await makeTruncatedJpeg()),
    error: INVALID,
  },
  {
    name: 'a truncated PNG',
    file: async () => file('foto.png', 'image/png', await makeTruncatedPng()),
    error: INVALID,
  },
  {
    name: 'a PNG with a damaged data chunk',
    file: async () => file('foto.png', 'image/png', await makeCorruptPng()),
    error: INVALID,
  },
  {
    name: 'a chosen file of zero bytes',
    file: async () => file('foto.jpg', 'image/jpeg', Buffer.alloc(0)),
    error: INVALID,
  },
  {
    name: 'a photo one byte over 5 MB',
    file: async () => file('foto.jpg', 'image/jpeg', await makeJpegOfExactly(IMAGE_MAX_BYTES + 1)),
    error: TOO_LARGE,
  },
  {
    name: 'a 20 MB photo',
    file: async () => file('foto.jpg', 'image/jpeg', await makeJpegOfExactly(20 * 1024 * 1024)),
    error: TOO_LARGE,
  },
  {
    name: 'a real 30,000 × 30,000 PNG of ~110 KB (decompression bomb)',
    file: async () => file('bomba.png', 'image/png', makePngBomb(30_000)),
    error: TOO_MANY_PIXELS,
  },
  {
    name: 'a tiny PNG whose header claims 30,000 × 30,000',
    file: async () => file('bomba.png', 'image/png', await makePngDeclaring(30_000, 30_000)),
    error: TOO_MANY_PIXELS,
  },
  {
    name: 'a tiny JPEG whose frame header claims 30,000 × 30,000',
    file: async () => file('bomba.jpg', 'image/jpeg', await makeJpegDeclaring(30_000, 30_000)),
    error: TOO_MANY_PIXELS,
  },
];

describe.each(ENDPOINTS)('$name', (endpoint) => {
  it.each(REFUSED)('refuses $name in Spanish and changes nothing', async ({ file, error }) => {
    const chosen = await file();
    const stateBefore = await endpoint.state();
    const filesBefore = await filesOnDisk();
    const memoryBefore = process.memoryUsage().rss;
    const started = performance.now();

    const response = await endpoint.send(chosen);

    const elapsed = performance.now() - started;
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error, fields: { image: [error] } });
    expect(await endpoint.state()).toEqual(stateBefore);
    expect(await filesOnDisk()).toEqual(filesBefore);
    // Refused from the header or on the first bad byte: no decoding of gigapixels.
    expect(elapsed).toBeLessThan(5_000);
    expect(process.memoryUsage().rss - memoryBefore).toBeLessThan(200 * 1024 * 1024);
  });

  /** Serves each stored path and checks it is a still WebP of the given size, with nothing else in it. */
  async function expectCleanWebp(body: unknown, width: number, height: number) {
    const paths = endpoint.storedPaths(body);
    expect(paths.length).toBeGreaterThan(0);
    for (const stored of paths) {
      expect(stored).toMatch(/^media\/(pets|avatars)\/[0-9a-f]+-(400|800|1600)\.webp$/);
      const served = await get(`/${stored}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const bytes = served.rawPayload;
      for (const trace of ['<script', 'onerror', '<html', 'MANIFEST', 'PK\u0003\u0004', 'Huella']) {
        expect(bytes.includes(Buffer.from(trace, 'latin1')), trace).toBe(false);
      }
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.pages ?? 1).toBe(1);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      // Each variant keeps the proportions of the original's pixels.
      expect(Math.abs(metadata.width! / metadata.height! - width / height)).toBeLessThan(0.02);
      expect(metadata.width!).toBeLessThanOrEqual(width);
    }
  }

  it('stores a whole photo with a web page after its end, or in its comment, as pixels only', async () => {
    for (const content of [await makeJpegThenHtml(), await makeJpegWithHtmlComment()]) {
      const response = await endpoint.send(file('foto.jpg', 'image/jpeg', content));
      expect(response.statusCode, response.body).toBeLessThan(300);
      await expectCleanWebp(response.json(), 600, 400);
    }
  });

  it('stores a GIFAR (a GIF with a Java archive after it) without the archive', async () => {
    const response = await endpoint.send(file('foto.gif', 'image/gif', await makeGifar()));
    expect(response.statusCode, response.body).toBeLessThan(300);
    await expectCleanWebp(response.json(), 120, 80);
  });

  it('decides by the bytes: PNG bytes named .jpg or .html are read as the PNG', async () => {
    for (const [filename, type] of [
      ['foto.jpg', 'image/jpeg'],
      ['foto.html', 'text/html'],
    ] as const) {
      const response = await endpoint.send(file(filename, type, await makePng(640, 480)));
      expect(response.statusCode, response.body).toBeLessThan(300);
      await expectCleanWebp(response.json(), 640, 480);
    }
  });

  it('refuses a second file in the same form (a photo, then a web page) and changes nothing', async () => {
    const stateBefore = await endpoint.state();
    const filesBefore = await filesOnDisk();
    const response = await endpoint.send([
      file('foto.jpg', 'image/jpeg', await makeJpeg(300, 200)),
      file('foto.jpg', 'image/jpeg', Buffer.from(SCRIPT_PAYLOAD)),
    ]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: INVALID, fields: { image: [INVALID] } });
    expect(await endpoint.state()).toEqual(stateBefore);
    expect(await filesOnDisk()).toEqual(filesBefore);
  });

  it('ignores a path in the file name: the file gets a name of its own inside the media folder', async () => {
    const outside = ['x.jpg', '../x.jpg', '../../x.jpg'].map((name) =>
      path.resolve(ctx.config.mediaDir, 'pets', name),
    );
    for (const filename of ['../../x.jpg', '..\\..\\x.jpg', '/tmp/x.jpg', '....//x.jpg']) {
      const response = await endpoint.send(file(filename, 'image/jpeg', await makeJpeg(300, 200)));
      expect(response.statusCode, response.body).toBeLessThan(300);
      await expectCleanWebp(response.json(), 300, 200);
    }
    for (const place of outside) expect(existsSync(place), place).toBe(false);
    expect(existsSync('/tmp/x.jpg')).toBe(false);
    expect((await filesOnDisk()).filter((name) => name.endsWith('x.jpg'))).toEqual([]);
  });

  it('keeps a GPS-tagged photo without its EXIF, turned upright', async () => {
    // 1200 × 800 in pixels, EXIF orientation 6: shown 800 × 1200.
    const response = await endpoint.send(
      file('paseo.jpg', 'image/jpeg', await makeJpegWithGpsAndOrientation(1200, 800)),
    );
    expect(response.statusCode, response.body).toBeLessThan(300);
    await expectCleanWebp(response.json(), 800, 1200);
  });

  it('stores a 300-frame GIF (1.2 gigapixels in all) as one still frame, quickly', async () => {
    const gif = await makeManyFrameGif(2000, 300);
    const memoryBefore = process.memoryUsage().rss;
    const started = performance.now();
    const response = await endpoint.send(file('animado.gif', 'image/gif', gif));
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(process.memoryUsage().rss - memoryBefore).toBeLessThan(400 * 1024 * 1024);
    expect(response.statusCode, response.body).toBeLessThan(300);
    await expectCleanWebp(response.json(), 2000, 2000);
  });

  it('reads a GIF whose screen claims 30,000 × 30,000 at the size of its only frame', async () => {
    const response = await endpoint.send(
      file('foto.gif', 'image/gif', await makeGifDeclaring(30_000, 30_000)),
    );
    expect(response.statusCode, response.body).toBeLessThan(300);
    await expectCleanWebp(response.json(), 8, 8);
  });
});

describe('the shelter form, which takes no image', () => {
  it('refuses any file (a logo, a web page) with the Spanish message and changes nothing', async () => {
    const shelterAuth = auth;
    const before = (await get(`/shelters/api/shelters/${shelterId}/`)).json();
    const filesBefore = await filesOnDisk();
    for (const chosen of [
      file('logo.png', 'image/png', await makePng(200, 200)),
      file('logo.svg', 'image/svg+xml', makeSvgWithScript()),
    ]) {
      for (const method of ['PUT', 'PATCH'] as const) {
        const response = await upload(
          method,
          `/shelters/api/shelters/${shelterId}/`,
          shelterAuth,
          { name: 'Refugio cambiado' },
          { ...chosen, name: 'logo' },
        );
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({
          fields: { logo: [commonMessages.errors.unknownField] },
        });
      }
    }
    expect((await get(`/shelters/api/shelters/${shelterId}/`)).json()).toEqual(before);
    expect(await filesOnDisk()).toEqual(filesBefore);
  });
});

describe('serving media', () => {
  it('never serves a stray SVG or page in the store as something a browser would run', async () => {
    // Nothing the API accepts ends up like this; if a file ever did (a restored
    // backup, a bucket written by hand), it is served as plain bytes.
    const folder = path.join(ctx.config.mediaDir, 'pets');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'extrano.svg'), makeSvgWithScript());
    await writeFile(path.join(folder, 'extrano.html'), SCRIPT_PAYLOAD);
    for (const name of ['extrano.svg', 'extrano.html']) {
      const served = await get(`/media/pets/${name}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/octet-stream');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(String(served.headers['content-security-policy'])).toContain("script-src 'self'");
    }
    // And no path leaves the media folder.
    for (const escape of ['../outbox', '..%2F..%2Fetc%2Fpasswd', 'pets/..%2F..%2Fjwt-secret']) {
      expect((await get(`/media/${escape}`)).statusCode).toBe(404);
    }
  });
});
