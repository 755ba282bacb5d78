import { describe, expect, it } from 'vitest';
import { renderCardBackSvg } from './card-back';
import { cardVariant } from './card-variant';
import { renderCardSvg } from './render-card-svg';
import type { CardLayoutInput } from './types';

const base: CardLayoutInput = {
  product_type: 'Schülerausweis',
  card_title: 'Schülerausweis',
  card_title2: 'Student ID',
  card_signer_desc: 'Schulleitung',
  external_id_name: 'Schülernummer',
  external_department_name: 'Klasse',
  tenant_name: 'Gymnasium am See',
  tenant_name2: 'Städtisches Gymnasium',
  tenant_street: 'Seeweg 12',
  tenant_plz: '12345',
  tenant_city: 'Musterstadt',
  familyname: 'Mustermann',
  forname: 'Max',
  birthday: '2010-05-03',
  card_valid_to: '2026-07-31',
  need_external_department: true,
  external_department: '7b',
};

const render = (patch: Partial<CardLayoutInput> = {}) => renderCardSvg({ ...base, ...patch });
/** Text content of all <text> elements, unescaped. */
const texts = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) =>
    (m[1] ?? '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&'),
  );

describe('cardVariant', () => {
  it.each([
    ['Schülerausweis NRW', 'nrw'],
    ['Verbandsausweis', 'association'],
    ['Schülerausweis', 'school'],
    ['Lehrerausweis', 'school'],
    ['Mensakarte', 'student'],
    ['', 'student'],
  ] as const)('%s -> %s', (type, variant) => {
    expect(cardVariant(type)).toBe(variant);
  });

  it('draws the COPY-SAFE watermark only on student and teacher cards', () => {
    expect(render({ product_type: 'Schülerausweis' })).toContain('COPY-SAFE');
    expect(render({ product_type: 'Lehrerausweis' })).toContain('COPY-SAFE');
    expect(render({ product_type: 'Schülerausweis NRW' })).not.toContain('COPY-SAFE');
    expect(render({ product_type: 'Verbandsausweis' })).not.toContain('COPY-SAFE');
    expect(render({ product_type: 'Sonstiges' })).not.toContain('COPY-SAFE');
  });

  it('draws each variant differently', () => {
    const svgs = ['Schülerausweis NRW', 'Verbandsausweis', 'Schülerausweis', 'Sonstiges'].map((t) =>
      render({ product_type: t }),
    );
    expect(new Set(svgs).size).toBe(4);
  });
});

describe('renderCardSvg', () => {
  it('is a 600x380 canvas on an 8.5 x 5.4 view box', () => {
    const svg = render();
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="600" height="380" viewBox="0 0 8\.5 5\.4"/,
    );
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('shows titles, institution, name and German labels with DD.MM.YYYY dates', () => {
    for (const type of ['Schülerausweis', 'Schülerausweis NRW', 'Verbandsausweis', 'Sonstiges']) {
      const t = texts(render({ product_type: type }));
      expect(t).toContain('SCHÜLERAUSWEIS');
      expect(t).toContain('Student ID');
      expect(t).toContain('Gymnasium am See');
      expect(t).toContain('Mustermann, Max');
      expect(t).toContain('Geburtsdatum');
      expect(t).toContain('03.05.2010');
      expect(t).toContain('Gültig bis');
      expect(t).toContain('31.07.2026');
      expect(t).toContain('Klasse');
      expect(t).toContain('7b');
      expect(t).toContain('Schulleitung');
      expect(t.some((s) => s.includes('Seeweg 12') && s.includes('12345 Musterstadt'))).toBe(true);
    }
  });

  it('escapes user text so it cannot break out of the SVG', () => {
    const evil = '</text><script>alert("x")</script><text>';
    const svg = render({
      familyname: evil,
      forname: `"'><img src=x onerror=alert(1)>`,
      tenant_name: 'A & B <b>',
      external_department: "O'Brien",
      card_title2: ']]><!--',
      print_email: true,
      email: 'a"b@c.de',
      print_email_color: '"/><script>alert(1)</script>',
      with_lable: true,
      lable_value: '<>',
      lable_color: 'red" onload="alert(1)',
    });
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/<img/i);
    expect(svg).not.toContain('onload=');
    expect(svg).not.toContain('<!--');
    expect(svg).toContain('&lt;/text&gt;&lt;script&gt;');
    expect(svg).toContain('A &amp; B &lt;b&gt;');
    // Every element opened is closed: the user text created none.
    expect(svg.match(/<text /g)?.length).toBe(svg.match(/<\/text>/g)?.length);
    expect(texts(svg).some((s) => s.startsWith(evil.slice(0, 20)))).toBe(true);
  });

  it('drops characters that XML forbids', () => {
    const svg = render({ familyname: 'Null\u0000Byte\u0007', forname: 'lone \uD800 surrogate 😀' });
    expect(svg).toContain('NullByte');
    expect(svg).not.toContain('\u0000');
    expect(svg).not.toContain('\u0007');
    expect(svg).not.toContain('\uD800 ');
    expect(svg).toContain('lone  surrogate 😀');
  });

  it('only loads safe image URLs', () => {
    const svg = render({
      images: {
        logo: 'javascript:alert(1)',
        photo: 'data:image/png;base64,AAAA',
        stamp: 'https://example.org/s.png"onload="x',
        sign: '/api/media/sign.png',
        student_sign: 'data:text/html,<script>',
      },
    });
    expect(svg).not.toContain('javascript:');
    expect(svg).not.toContain('data:text/html');
    expect(svg).toContain('href="data:image/png;base64,AAAA"');
    expect(svg).toContain('href="https://example.org/s.png&quot;onload=&quot;x"');
    expect(svg).toContain('href="/api/media/sign.png"');
  });

  it('prints the e-mail only with print_email, cut to 40 characters, in its colour', () => {
    const email = `${'a'.repeat(30)}@${'b'.repeat(20)}.example`;
    expect(render({ email })).not.toContain('aaaa@');
    const svg = render({ email, print_email: true, print_email_color: '#C62828' });
    const printed = texts(svg).find((s) => s.startsWith('aaaa'));
    expect(printed).toBe(email.slice(0, 40));
    expect(svg).toMatch(/fill="#C62828">a{30}@/);
  });

  it('draws the external id with the product label, the label badge and extra fields', () => {
    const t = texts(
      render({
        need_external_id: true,
        external_id: 'S-4711',
        with_lable: true,
        lable_value: 'OS',
        lable_color: '#F7AD15',
        field1_desc: 'Eintritt',
        field1: '01.08.2024',
      }),
    );
    expect(t).toContain('Schülernummer');
    expect(t).toContain('S-4711');
    expect(t).toContain('OS');
    expect(t).toContain('Eintritt');
    expect(t).toContain('01.08.2024');
  });

  it('draws the barcode text and its pre-rendered bars', () => {
    const none = render();
    expect(none).not.toContain('00001234');
    const svg = render({ barcode_text: 'GS00001234', barcode_image: 'data:image/svg+xml;base64,PHN2Zy8+' });
    expect(texts(svg)).toContain('GS00001234');
    expect(svg).toContain('href="data:image/svg+xml;base64,PHN2Zy8+"');
  });

  it('shrinks or cuts texts that do not fit', () => {
    const t = texts(render({ tenant_name: 'Sehr langer Schulname '.repeat(8) }));
    const name = t.find((s) => s.startsWith('Sehr langer'));
    expect(name?.endsWith('…')).toBe(true);
  });

  it('stays fast with absurdly long texts', () => {
    const started = Date.now();
    const svg = render({ tenant_name: 'W'.repeat(100_000), familyname: 'i'.repeat(100_000) });
    expect(Date.now() - started).toBeLessThan(500);
    expect(svg.length).toBeLessThan(50_000);
  });

  it('keeps ids unique per prefix, so several cards can share a page', () => {
    const a = renderCardSvg(base, { idPrefix: 'a1' });
    const b = renderCardSvg(base, { idPrefix: 'b2' });
    const ids = (svg: string) => [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(a).every((id) => id?.startsWith('a1-'))).toBe(true);
    expect(ids(a).filter((id) => ids(b).includes(id))).toEqual([]);
  });
});

describe('label languages', () => {
  const nrw = (languages?: CardLayoutInput['label_languages']) =>
    texts(
      render({
        product_type: 'Schülerausweis NRW',
        card_title2: 'Nordrhein-Westfalen',
        student_street: 'Lindenallee 5',
        student_city: '50667 Köln',
        label_languages: languages,
      }),
    ).join('\n');
  const LABELS = [
    ['Schülerausweis', 'Student ID', 'Carte d’élève'],
    ['Schule', 'School', 'École'],
    ['Name, Vorname', 'Surname, given name', 'Nom, prénom'],
    ['Geburtsdatum', 'Date of birth', 'Date de naissance'],
    ['Anschrift', 'Address', 'Adresse'],
    ['Klasse', 'Class', 'Classe'],
    ['Gültig bis', 'Valid until', 'Valable jusqu’au'],
    ['Schulleitung', 'Head of school', 'Chef d’établissement'],
  ];

  it('sets each label of the NRW card in German, English and French', () => {
    const text = nrw('de-en-fr');
    expect(text).toContain('SCHÜLERAUSWEIS');
    for (const words of LABELS.slice(1)) for (const word of words) expect(text).toContain(word);
    expect(text).toContain('Student ID / Carte d’élève');
  });

  it('sets them in German and English only', () => {
    const text = nrw('de-en');
    for (const [de, en, fr] of LABELS) {
      expect(text).toContain(en);
      expect(text).not.toContain(fr);
      if (de !== 'Schule') expect(text.toUpperCase()).toContain(de?.toUpperCase());
    }
  });

  it('sets them in German alone by default', () => {
    for (const text of [nrw(), nrw('de')]) {
      for (const [, en, fr] of LABELS) {
        expect(text).not.toContain(en);
        expect(text).not.toContain(fr);
      }
      expect(text).toContain('Geburtsdatum');
      expect(text).toContain('Gültig bis');
    }
  });

  it('draws nothing on the NRW card but its own data: no portal name or address', () => {
    const svg = render({ product_type: 'Schülerausweis NRW', label_languages: 'de-en-fr' });
    // Only the SVG namespace is a URL.
    expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/ausweisportal|https?:|www\./i);
  });

  it('sets the labels of the other variants in the languages too', () => {
    for (const type of ['Schülerausweis', 'Verbandsausweis', 'Sonstiges']) {
      const text = texts(render({ product_type: type, label_languages: 'de-en-fr' })).join('\n');
      expect(text).toContain('Date de naissance');
      expect(text).toContain('Nom, prénom');
    }
  });
});

describe('the card back in the label languages', () => {
  const back = (label_languages?: CardLayoutInput['label_languages']) =>
    texts(
      renderCardBackSvg({
        qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        tenant_name: 'Gymnasium am See',
        check_address: 'ausweis.example/pruefen',
        label_languages,
      }),
    ).join('\n');

  it('says how to check the card in German, English and French on the NRW card', () => {
    const text = back('de-en-fr');
    expect(text).toContain('Echtheit prüfen');
    for (const line of ['Check authenticity', 'Vérifier l’authenticité', 'QR-Code scannen oder öffnen:'])
      expect(text).toContain(line);
    expect(text).toContain('Scan the QR code or open:\nScannez le code QR ou ouvrez :');
    expect(text).toContain('ausweis.example/pruefen');
  });

  it('in German alone by default', () => {
    const text = back();
    expect(text).toContain('QR-Code mit dem Smartphone');
    expect(text).not.toContain('Check authenticity');
    expect(back('de-en')).not.toContain('Vérifier');
  });
});
