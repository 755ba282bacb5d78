/**
 * The student photo check (docs/product.md#validation 'Student photo', #messages 'Image test failure'): POST /order/test_image
 * with the fixture photos and hostile files, and checkStudentPhoto's normalised output.
 */
import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { ordering as orderingApi } from '@ausweis/shared/contracts/ordering';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixturePhoto, fixturePhoto } from '../../../../../test-fixtures/photos';
import { createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEST_IMAGE_PER_MINUTE } from './photo.routes';
import { checkStudentPhoto, PHOTO_ERRORS } from './photo-check';

const photo = (name: FixturePhoto) => readFileSync(fixturePhoto(name));

const MSG = {
  notImage: 'Die Datei ist kein Bild. Bitte wählen Sie ein Foto im Format JPEG, PNG, WebP oder GIF.',
  broken: 'Das Bild ist beschädigt oder unvollständig. Bitte wählen Sie eine andere Datei.',
  tooLarge: 'Die Datei ist zu groß (höchstens 10 MB).',
  tooManyPixels: 'Das Bild ist zu groß (höchstens 25 Megapixel). Bitte verkleinern Sie es.',
  tooSmall:
    'Das Foto ist zu klein für einen guten Druck (mindestens 200 × 200 Pixel). Bitte wählen Sie ein Foto mit höherer Auflösung.',
  noFace:
    'Auf dem Foto ist kein Gesicht deutlich zu erkennen. Bitte wählen Sie ein Foto, auf dem Ihr Gesicht gut sichtbar ist.',
  manyFaces:
    'Auf dem Foto sind mehrere Gesichter zu sehen. Bitte wählen Sie ein Foto, auf dem nur eine Person zu sehen ist.',
  missing: 'Bitte wählen Sie ein Foto aus.',
};

async function multipartBody(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string },
) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (file) fd.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = new Response(fd);
  return {
    body: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') ?? '' },
  };
}

let t: TestApp;
async function testImage(bytes: Buffer | null, opts: { name?: string; type?: string; token?: string } = {}) {
  const file = bytes && { bytes, name: opts.name ?? 'foto.png', type: 'image/png' };
  const { body, headers } = await multipartBody({ type: opts.type ?? 'student' }, file ?? undefined);
  return callEndpoint(t.app, orderingApi.testImage, { body, headers, token: opts.token });
}

function expectRejected(res: Awaited<ReturnType<typeof testImage>>, message: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
}

/** A PNG that claims width x height but is a few KB: 1-bit rows of zeros, deflated. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth 1, colour type 0 (grey)
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The astronaut's head and shoulders, as the browser's cropper sends it: exactly 230x340. */
const browserCrop = () =>
  sharp(photo('astronaut.png'))
    .extract({ left: 110, top: 20, width: 250, height: 370 })
    .resize(230, 340)
    .png()
    .toBuffer();

/** Two people side by side (the astronaut twice). */
async function twoPeople(): Promise<Buffer> {
  const head = await sharp(photo('astronaut.png'))
    .extract({ left: 130, top: 30, width: 190, height: 200 })
    .resize(115, 121)
    .toBuffer();
  return sharp({ create: { width: 230, height: 340, channels: 3, background: '#ffffff' } })
    .composite([
      { input: head, left: 0, top: 60 },
      { input: head, left: 115, top: 160 },
    ])
    .png()
    .toBuffer();
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /order/test_image: the fixture photos', () => {
  it('accepts the astronaut (one clear face), anonymously; the first check loads the model', async () => {
    const res = await testImage(photo('astronaut.png'), { name: 'astronaut.png' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  }, 60_000);

  it('rejects the cat and the coffee cup: no face', async () => {
    expectRejected(await testImage(photo('chelsea.png')), MSG.noFace);
    expectRejected(await testImage(photo('coffee.png')), MSG.noFace);
  });

  it('accepts the browser crop of exactly 230x340, also as JPEG and for a logged-in user', async () => {
    const crop = await browserCrop();
    expect((await testImage(crop)).statusCode).toBe(200);
    const jpeg = await sharp(crop).jpeg({ quality: 85 }).toBuffer();
    expect((await testImage(jpeg, { name: 'foto.jpg' })).statusCode).toBe(200);
    // Public: a logged-in visitor (here a super admin, who needs no tenant) is checked the same way.
    const user = await createUser(t.db, { is_super_admin: true });
    const token = await loginAs(t.app, user.email);
    expect((await testImage(crop, { token })).statusCode).toBe(200);
  });

  it('rejects a photo of two people', async () => {
    expectRejected(await testImage(await twoPeople()), MSG.manyFaces);
  });

  it('rejects a plain white picture and a face turned on its side', async () => {
    const white = await sharp({ create: { width: 230, height: 340, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expectRejected(await testImage(white), MSG.noFace);
    const sideways = await sharp(await browserCrop())
      .rotate(90)
      .png()
      .toBuffer();
    expectRejected(await testImage(sideways), MSG.noFace);
  });
});

describe('POST /order/test_image: hostile and unusable files', () => {
  it('a text file named .png is not an image', async () => {
    const res = await testImage(Buffer.from('Hallo, ich bin kein Foto.\n'), { name: 'foto.png' });
    expectRejected(res, MSG.notImage);
    expect(res.json()).toMatchObject({ field: 'image_file' });
  });

  it('an SVG is not an accepted image', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><rect width="300" height="400"/></svg>',
    );
    expectRejected(await testImage(svg, { name: 'foto.svg' }), MSG.notImage);
  });

  it('truncated JPEG and PNG files are broken', async () => {
    const jpeg = await sharp(photo('astronaut.png')).jpeg().toBuffer();
    expectRejected(await testImage(jpeg.subarray(0, jpeg.length / 2), { name: 'foto.jpg' }), MSG.broken);
    const png = photo('astronaut.png');
    expectRejected(await testImage(png.subarray(0, png.length / 2)), MSG.broken);
  });

  it('a 20000x20000 decompression bomb is refused before decoding', async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    // Refused from the header: the message names the pixel budget (no timing asserted: shared machines).
    expectRejected(await testImage(bomb), MSG.tooManyPixels);
  });

  // A 6300x6300 PNG of one colour is about 100 KB but 39.7 MP (140 MB decoded): once fully decoded.
  it('a cheap 6300x6300 image is refused from its header (25 MP budget)', async () => {
    const cheap = pngBomb(6300, 6300);
    expect(cheap.length).toBeLessThan(200_000);
    expectRejected(await testImage(cheap), MSG.tooManyPixels);
  });

  it('an empty file and a form without file ask for a photo', async () => {
    expectRejected(await testImage(Buffer.alloc(0)), MSG.missing);
    expectRejected(await testImage(null), MSG.missing);
  });

  it('an upload over 10 MB is too large (400, like any other bad photo)', async () => {
    const huge = Buffer.concat([photo('astronaut.png'), Buffer.alloc(10 * 1024 * 1024)]);
    expectRejected(await testImage(huge), MSG.tooLarge);
  });

  it('a photo smaller than 200 px is too small to print', async () => {
    const small = await sharp(photo('astronaut.png')).resize(180, 180).png().toBuffer();
    expectRejected(await testImage(small), MSG.tooSmall);
  });

  it('an unknown image type and a body that is not multipart are 400', async () => {
    const res = await testImage(photo('astronaut.png'), { type: 'logo' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'type' });
    const json = await callEndpoint(t.app, orderingApi.testImage, { body: { file: 'x' } });
    expect(json.statusCode).toBe(400);
  });
});

describe('checkStudentPhoto', () => {
  it('returns a 230x340 PNG on white and fills transparency white', async () => {
    const transparent = await sharp(await browserCrop())
      .ensureAlpha()
      .extend({ top: 60, bottom: 60, left: 40, right: 40, background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    const out = await checkStudentPhoto(transparent);
    expect(await sharp(out).metadata()).toMatchObject({ format: 'png', width: 230, height: 340 });
    const { data, info } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(3);
    expect([...data.subarray(0, 3)]).toEqual([255, 255, 255]);
    // A wide photo is fitted in whole (white above and below), never cut.
    const wide = await checkStudentPhoto(photo('astronaut.png'));
    const wideRaw = await sharp(wide).raw().toBuffer();
    expect([...wideRaw.subarray(0, 3)]).toEqual([255, 255, 255]);
  });

  it('applies the EXIF rotation of a phone photo', async () => {
    const upright = await sharp(photo('astronaut.png')).extract({
      left: 90,
      top: 0,
      width: 346,
      height: 512,
    });
    const uprightJpeg = await upright.jpeg().toBuffer();
    // Stored on its side with EXIF orientation 6: "rotate 90° clockwise to show".
    const stored = await sharp(uprightJpeg).rotate(-90).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect(await sharp(stored).metadata()).toMatchObject({ width: 512, height: 346, orientation: 6 });
    const fromStored = await sharp(await checkStudentPhoto(stored))
      .raw()
      .toBuffer();
    const fromUpright = await sharp(await checkStudentPhoto(uprightJpeg))
      .raw()
      .toBuffer();
    let diff = 0;
    for (let i = 0; i < fromStored.length; i++)
      diff += Math.abs((fromStored[i] ?? 0) - (fromUpright[i] ?? 0));
    expect(diff / fromStored.length).toBeLessThan(8);
  });

  it('copes with grey-scale and 16-bit photos', async () => {
    const crop = await browserCrop();
    const grey = await sharp(crop).toColourspace('b-w').jpeg().toBuffer();
    expect((await sharp(grey).metadata()).channels).toBe(1);
    expect((await sharp(await checkStudentPhoto(grey)).metadata()).width).toBe(230);
    const deep = await sharp(crop).toColourspace('rgb16').png().toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    expect((await sharp(await checkStudentPhoto(deep)).metadata()).height).toBe(340);
  });

  it('gives every one of many parallel checks its own answer', async () => {
    const inputs: FixturePhoto[] = [
      'astronaut.png',
      'chelsea.png',
      'astronaut.png',
      'coffee.png',
      'astronaut.png',
    ];
    const results = await Promise.all(
      inputs.map((name) =>
        checkStudentPhoto(photo(name)).then(
          () => 'ok',
          (err: Error) => err.message,
        ),
      ),
    );
    expect(results).toEqual(['ok', PHOTO_ERRORS.noFace, 'ok', PHOTO_ERRORS.noFace, 'ok']);
  });
});

describe('POST /order/test_image: rate limit', () => {
  // Last in this file: the requests above count against the same per-address budget.
  it(`answers 429 after ${TEST_IMAGE_PER_MINUTE} checks a minute from one address`, async () => {
    let status = 0;
    for (let i = 0; i <= TEST_IMAGE_PER_MINUTE && status !== 429; i++)
      status = (await testImage(null)).statusCode;
    expect(status).toBe(429);
  });
});
