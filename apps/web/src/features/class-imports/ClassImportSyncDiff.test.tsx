/** A sync's preview: its sections in German, the changes old → new, the cards that are ended. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ClassImportSyncDiffView, syncDoneSummary } from './ClassImportSyncDiff';

afterEach(cleanup);

describe("a sync's preview", () => {
  it('shows new, changed, ended and ambiguous', () => {
    render(
      <ClassImportSyncDiffView
        sync={{
          live_cards: 4,
          added: 2,
          unchanged: 1,
          changed: [
            {
              card_id: 11,
              row_no: 3,
              name: 'Muster, Ben',
              changes: [{ field: 'external_department', old: '5a', new: '6a' }],
            },
          ],
          left: [{ card_id: 12, name: 'Geht, Cem', department: '9b' }],
          ambiguous: [{ row_nos: [5], card_ids: [13, 14], why: 'Die Zeile passt zu mehreren Ausweisen.' }],
        }}
      />,
    );
    for (const heading of [
      'Neu (2)',
      'Geändert (1)',
      'Nicht mehr in der Liste – diese Ausweise werden beendet (1)',
      'Nicht eindeutig – werden nicht geändert (1)',
    ])
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(
      screen.getByText(
        'Abgleich mit 4 bestehenden Ausweisen: 2 neu, 1 geändert, 1 nicht mehr in der Liste, 1 nicht eindeutig. 1 Ausweis bleibt unverändert.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Klasse: 5a → 6a')).toBeTruthy();
    expect(screen.getByText('Geht, Cem')).toBeTruthy();
    expect(screen.getByText('13, 14')).toBeTruthy();
  });

  it('says in one line what a confirmed sync did', () => {
    expect(
      syncDoneSummary({ live_cards: 3, added: 1, unchanged: 1, changed: [], left: [], ambiguous: [] }),
    ).toBe('Abgleich: 0 Ausweise geändert, 0 beendet (nicht mehr in der Liste), 1 unverändert.');
  });
});
