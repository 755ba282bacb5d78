import { describe, expect, it } from 'vitest';
import { splitLinks } from './links';
import { htmlDocument } from './MailDialog';

describe('splitLinks', () => {
  it('finds http(s) links in mail text and leaves sentence punctuation outside', () => {
    const text = 'Bitte hier klicken: https://portal.example/password_create/abc123.\nDanke';
    expect(splitLinks(text)).toEqual([
      { text: 'Bitte hier klicken: ' },
      {
        text: 'https://portal.example/password_create/abc123',
        href: 'https://portal.example/password_create/abc123',
      },
      { text: '.\nDanke' },
    ]);
  });

  it('keeps text without links whole and handles several links', () => {
    expect(splitLinks('Keine Links hier')).toEqual([{ text: 'Keine Links hier' }]);
    const parts = splitLinks('(http://a.example/x) und https://b.example/?q=1');
    expect(parts.filter((p) => p.href).map((p) => p.href)).toEqual([
      'http://a.example/x',
      'https://b.example/?q=1',
    ]);
    expect(parts.map((p) => p.text).join('')).toBe('(http://a.example/x) und https://b.example/?q=1');
  });

  it('never turns other schemes into links', () => {
    expect(splitLinks('javascript:alert(1) mailto:a@b.example')).toEqual([
      { text: 'javascript:alert(1) mailto:a@b.example' },
    ]);
  });
});

describe('htmlDocument', () => {
  it('opens links of the sandboxed HTML part in a new tab', () => {
    expect(htmlDocument('<p>Hallo</p>')).toBe('<base target="_blank"><p>Hallo</p>');
  });

  it('puts the base tag into the head, after the doctype', () => {
    expect(
      htmlDocument('<!doctype html><html><head><meta charset="utf-8"></head><body>x</body></html>'),
    ).toBe(
      '<!doctype html><html><head><base target="_blank"><meta charset="utf-8"></head><body>x</body></html>',
    );
    expect(htmlDocument('<header>kein head</header>')).toBe(
      '<base target="_blank"><header>kein head</header>',
    );
  });
});
