/** The order page offers help: 'Hilfe' in the top bar, FAQ and Kontakt in the footer, each in a new tab. */
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

  it('is not added to other pages', () => {
    renderAt('/card/GYMSEE/SA2026/u/7');
    expect(screen.queryByRole('link', { name: /Hilfe|FAQ/ })).toBeNull();
  });
});
