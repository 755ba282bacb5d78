/** Reading class lists without the server: encodings, separators, cells, headings and dates. */
import { describe, expect, it } from 'vitest';
import { foldName, germanDateText } from './import-columns';
import { decodeText } from './list-encoding';
import { cellText, detectDelimiter } from './list-parse';

describe('class list text', () => {
  it('reads UTF-8 (with or without BOM) and falls back to Windows-1252', () => {
    expect(decodeText(Buffer.from('\uFEFFMüller;Weiß'))).toBe('Müller;Weiß');
    expect(decodeText(Buffer.from('Müller;Weiß'))).toBe('Müller;Weiß');
    expect(decodeText(Buffer.from([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x80]))).toBe('Müller€');
  });

  it('takes the separator of the header line, ignoring separators in quotes', () => {
    expect(detectDelimiter('Nachname;Vorname;"Klasse, Abteilung"\r\nA;B;C')).toBe(';');
    expect(detectDelimiter('Nachname,Vorname,"Klasse; Abteilung"\nA,B,C')).toBe(',');
    expect(detectDelimiter('Nachname\tVorname\tKlasse')).toBe('\t');
  });

  it('shows Excel cells as text: dates, numbers, links, formulas, rich text', () => {
    expect(cellText(new Date(Date.UTC(2011, 11, 24)))).toBe('24.12.2011');
    expect(cellText(4711)).toBe('4711');
    expect(cellText({ text: 'a@b.de', hyperlink: 'mailto:a@b.de' })).toBe('a@b.de');
    expect(cellText({ formula: 'A1', result: 'Max' })).toBe('Max');
    expect(cellText({ richText: [{ text: 'Mü' }, { text: 'ller' }] })).toBe('Müller');
    expect(cellText(null)).toBe('');
  });

  it('matches headings tolerantly and writes dates as TT.MM.JJJJ', () => {
    expect(foldName('Klasse/Abteilung')).toBe(foldName('klasse abteilung'));
    expect(foldName('Schülernummer')).toBe(foldName('SCHUELERNUMMER'));
    expect(foldName('E-Mail')).toBe(foldName('email'));
    expect(foldName('Straße')).toBe(foldName('Strasse'));
    // Decomposed (NFD, as macOS writes file names) and composed umlauts fold alike.
    expect(foldName('Mu\u0308ller_Ju\u0308rgen')).toBe(foldName('Müller_Jürgen'));
    expect(foldName('A\u0308rger')).toBe('aerger');
    expect(germanDateText('2012-03-04')).toBe('04.03.2012');
    expect(germanDateText('4.3.2012')).toBe('04.03.2012');
    expect(germanDateText('04.03.2012')).toBe('04.03.2012');
    expect(germanDateText('März 2012')).toBe('März 2012');
  });
});
