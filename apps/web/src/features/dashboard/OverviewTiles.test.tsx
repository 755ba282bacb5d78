/** The school's overview tiles: counts in German, each a link to its filtered list; no links tile without the count. */
import { tenantOverview } from '@ausweis/shared/contracts/tenant-overview';
import type { TenantOverview } from '@ausweis/shared/schemas/tenant-overview';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serve } from '../../testing/fake-backend.test-support';
import { renderWithApp } from '../../testing/render.test-support';
import { OverviewTiles } from './OverviewTiles';

afterEach(cleanup);

const counts: TenantOverview = {
  to_validate: { total: 12, exact: true },
  expiring: { total: 1234, exact: true },
  ordered_this_week: { total: 10_000, exact: false },
  links_not_ordered: { total: 3, exact: true },
  links_import_id: 41,
  photos_to_review: { total: 5, exact: true },
};

describe('the school overview tiles', () => {
  it('lead to the card list with the tile’s preset and to the import with open links', async () => {
    serve(tenantOverview.get, counts);
    renderWithApp(<OverviewTiles tenantId={1} />);
    const tile = async (name: RegExp) => (await screen.findByRole('link', { name })).getAttribute('href');
    expect(await tile(/^12 Zu validieren$/)).toBe('/admin/card?preset=to_validate');
    expect(await tile(/^5 Fotos zu prüfen$/)).toBe('/admin/fotos-pruefen');
    expect(await tile(/^3 Links noch nicht bestellt$/)).toBe('/admin/class-import/41');
    expect(await tile(/^1\.234 Laufen in 93 Tagen ab$/)).toBe('/admin/card?preset=expiring');
    expect(await tile(/^mehr als 10\.000 Diese Woche bestellt$/)).toBe(
      '/admin/card?preset=ordered_this_week',
    );
  });

  it('shows no links tile to staff without the import, no photo tile without photo review', async () => {
    serve(tenantOverview.get, {
      ...counts,
      links_not_ordered: null,
      links_import_id: null,
      photos_to_review: null,
    });
    renderWithApp(<OverviewTiles tenantId={1} />);
    await screen.findByRole('link', { name: /^12 Zu validieren$/ });
    expect(screen.queryByRole('link', { name: /Links noch nicht bestellt/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Fotos zu prüfen/ })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});
