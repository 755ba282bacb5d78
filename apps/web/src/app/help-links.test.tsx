/**
 * Help: FAQ and Kontakt in the footer of every public page, in the same place; the order page adds
 * 'Hilfe' in the top bar and opens each in a new tab.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PublicFooter } from './PublicFooter';
import { PublicTopBar } from './PublicTopBar';

afterEach(cleanup);

const renderAt = (path: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <PublicTopBar />
        <PublicFooter />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('help on the order page', () => {
  it('links FAQ (Hilfe) and Kontakt, opening in a new tab so the form stays', () => {
    renderAt('/s/GYMSEE/SA2026');
    const links = [
      ['Hilfe (öffnet in neuem Tab)', '/faq'],
      ['FAQ (öffnet in neuem Tab)', '/faq'],
      ['Kontakt (öffnet in neuem Tab)', '/kontakt'],
    ] as const;
    for (const [name, href] of links) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
    }
    expect(screen.getByRole('link', { name: 'Datenschutz' })).toBeTruthy();
  });

  it('stays in the same place on other pages, without Hilfe, in the same tab', () => {
    for (const path of ['/card/GYMSEE/SA2026/u/7', '/', '/datenschutz']) {
      renderAt(path);
      expect(screen.queryByRole('link', { name: /Hilfe/ })).toBeNull();
      const footer = screen.getByRole('contentinfo');
      const names = [...footer.querySelectorAll('a')].map((a) => a.textContent);
      expect(names.slice(names.indexOf('FAQ'))).toEqual(['FAQ', 'Kontakt', 'Impressum']);
      expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('target')).toBeNull();
      cleanup();
    }
  });
});
