/**
 * 'Klassenliste importieren' (docs/product.md#class-import): the photos' ZIP. Matched by external id or Nachname_Vorname,
 * checked by the order page's photo check in a job, and hostile ZIPs refused before anything is unpacked.
 */
import { randomBytes } from 'node:crypto';
import {
  CLASS_IMPORT_LIMITS,
  CLASS_IMPORT_TEXTS,
  type ClassImport,
} from '@ausweis/shared/schemas/class-imports';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_ERRORS } from '../../platform/images';
import { PHOTO_ERRORS } from '../ordering/photo-check';
import { csv, HEADER, importWorld, photo, zipOf } from './class-imports.test-support';

const { start, settled, rows } = await importWorld();

const row = (fam: string, first: string, id: string) => [
  fam,
  first,
  '04.03.2012',
  '5a',
  id,
  'e@test.example',
];
const list = (...r: string[][]) => ({ name: 'k.csv', bytes: Buffer.from(csv([HEADER, ...r])) });

describe('photos from the ZIP', () => {
  it('matches by external id or Nachname_Vorname and checks each photo like the order page', async () => {
    const zip = await zipOf({
      'fotos/A-1.png': photo('astronaut.png'),
      'Müller_Jürgen.PNG': photo('astronaut.png'),
      'C-3.png': photo('coffee.png'),
      'D-4.jpg': Buffer.from('kein Bild'),
      'E-5.jpg': photo('astronaut.png'),
      'e-5.png': photo('astronaut.png'),
      '__MACOSX/._A-1.png': Buffer.from('junk'),
      '.DS_Store': Buffer.from('junk'),
    });
    const res = await start({
      list_file: list(
        row('Adam', 'Anna', 'A-1'),
        row('Müller', 'Jürgen', 'B-2'),
        row('Cup', 'Carl', 'C-3'),
        row('Defekt', 'Dora', 'D-4'),
        row('Doppel', 'Emil', 'E-5'),
        row('Ohne', 'Foto', 'F-6'),
      ),
      photos_file: { name: 'fotos.zip', bytes: zip },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as ClassImport).status).toBe('checking');
    const done = await settled(res.json().id);
    expect(done).toMatchObject({ status: 'preview', total: 6, checked: 6, ok_count: 2, refused_count: 4 });
    const r = await rows(done.id);
    expect(r.map((x) => [x.photo, x.outcome])).toEqual([
      ['ok', 'create'],
      ['ok', 'create'],
      ['refused', 'refuse'],
      ['refused', 'refuse'],
      ['refused', 'refuse'],
      ['missing', 'refuse'],
    ]);
    expect(r[2]?.problems).toEqual([`Foto: ${PHOTO_ERRORS.noFace}`]);
    expect(r[3]?.problems).toEqual([`Foto: ${IMAGE_ERRORS.notImage}`]);
    expect(r[4]?.problems).toEqual([`Foto: ${CLASS_IMPORT_TEXTS.photoTwice}`]);
    expect(r[5]?.problems).toEqual([CLASS_IMPORT_TEXTS.photoMissing]);
  });
});

describe('photo names in decomposed Unicode (NFD, as macOS tools write them)', () => {
  it("match the list's composed names", async () => {
    const nfd = 'Müller_Jürgen.jpg'.normalize('NFD');
    expect(nfd).not.toBe('Müller_Jürgen.jpg');
    const res = await start({
      list_file: list(row('Müller', 'Jürgen', 'N-1')),
      photos_file: { name: 'fotos.zip', bytes: await zipOf({ [nfd]: photo('astronaut.png') }) },
    });
    expect(res.statusCode).toBe(200);
    const done = await settled(res.json().id);
    const r = await rows(done.id);
    expect(r.map((x) => [x.photo, x.outcome])).toEqual([['ok', 'create']]);
  });
});

describe('photos the check refuses', () => {
  it('too small to print, and larger than an upload may be (never unpacked)', async () => {
    const small = await sharp(photo('astronaut.png')).resize(120, 160).png().toBuffer();
    const huge = randomBytes(CLASS_IMPORT_LIMITS.photoBytes + 1024);
    const res = await start({
      list_file: list(row('Klein', 'Kai', 'S-1'), row('Gross', 'Gina', 'H-1')),
      photos_file: { name: 'f.zip', bytes: await zipOf({ 'S-1.png': small, 'H-1.jpg': huge }) },
    });
    const done = await settled(res.json().id);
    const r = await rows(done.id);
    expect(r[0]?.problems).toEqual([`Foto: ${PHOTO_ERRORS.tooSmall}`]);
    expect(r[1]?.problems).toEqual([`Foto: ${IMAGE_ERRORS.tooLarge}`]);
  });
});

describe('hostile ZIPs are refused with a German 400 before anything is unpacked', () => {
  const upload = (name: string, bytes: Buffer) =>
    start({ list_file: list(row('A', 'B', 'A-1')), photos_file: { name, bytes } });

  it('path traversal and absolute paths', async () => {
    for (const name of ['../../etc/A-1.png', '/etc/A-1.png', 'C:/fotos/A-1.png', 'fotos/../../A-1.png']) {
      const res = await upload('fotos.zip', await zipOf({ [name]: photo('astronaut.png') }));
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toMatch(
        /^Die ZIP-Datei enthält einen unzulässigen Dateipfad: „.*A-1\.png“\.$/,
      );
    }
  });

  it('a zip bomb (a small file that unpacks to a huge one)', async () => {
    const bomb = await zipOf({ 'A-1.png': Buffer.alloc(8 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(64 * 1024);
    const res = await upload('fotos.zip', bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CLASS_IMPORT_TEXTS.zipBomb);
  });

  it('files that are no photos, something that is no ZIP, a broken ZIP', async () => {
    const exe = await upload(
      'fotos.zip',
      await zipOf({ 'A-1.png': photo('astronaut.png'), 'virus.exe': Buffer.from('MZ') }),
    );
    expect(exe.json().message).toBe(CLASS_IMPORT_TEXTS.zipNotImage('virus.exe'));
    const notZip = await upload('fotos.zip', Buffer.from('kein zip'));
    expect(notZip.json().message).toBe(CLASS_IMPORT_TEXTS.zipType);
    const rar = await upload('fotos.rar', await zipOf({ 'A-1.png': photo('astronaut.png') }));
    expect(rar.json().message).toBe(CLASS_IMPORT_TEXTS.zipType);
    const good = await zipOf({ 'A-1.png': photo('astronaut.png') });
    const broken = await upload('fotos.zip', good.subarray(0, good.length - 30));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(CLASS_IMPORT_TEXTS.zipUnreadable);
  });
});
