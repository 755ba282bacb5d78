/** The sync's diff: new, changed, unchanged, left and ambiguous, by the one match rule. */
import { describe, expect, it } from 'vitest';
import { type SyncCard, type SyncRow, syncDiff } from './sync-diff';

let next = 1;
const row = (v: Partial<SyncRow['values']>): SyncRow => ({
  id: next,
  row_no: ++next,
  values: {
    familyname: 'Muster',
    forname: 'Max',
    birthday: '01.02.2010',
    external_id: '',
    external_department: '5a',
    email: '',
    ...v,
  },
});
const card = (c: Partial<SyncCard>): SyncCard => ({
  id: ++next,
  familyname: 'Muster',
  forname: 'Max',
  birthday: '2010-02-01',
  external_id: null,
  external_department: '5a',
  email: null,
  ...c,
});

describe('syncDiff', () => {
  it('matches by external id when both have one, even if the name changed', () => {
    const c = card({ external_id: 'S-1', familyname: 'Alt' });
    const r = row({ external_id: ' s-1 ', familyname: 'Neu', external_department: '6a' });
    const d = syncDiff([r], [c]);
    expect(d.changed).toEqual([
      {
        row: r,
        card: c,
        changes: [
          { field: 'external_department', old: '5a', new: '6a' },
          { field: 'familyname', old: 'Alt', new: 'Neu' },
        ],
      },
    ]);
    expect(d.added).toEqual([]);
    expect(d.left).toEqual([]);
  });

  it('does not match different external ids, even with the same name and birthday', () => {
    const c = card({ external_id: 'S-1' });
    const r = row({ external_id: 'S-2' });
    const d = syncDiff([r], [c]);
    expect(d.added).toEqual([r]);
    expect(d.left).toEqual([c]);
  });

  it('falls back to name and birthday (case, spaces, umlauts folded) when one has no external id', () => {
    const c = card({ familyname: 'Müller', forname: 'Jörg', email: 'J@X.de' });
    const same = row({ familyname: ' Müller ', forname: 'Jörg', external_id: 'S-9', email: 'j@x.de ' });
    expect(syncDiff([same], [c]).unchanged).toEqual([{ row: same, card: c }]);
    // Matched although spelt otherwise; the new spelling is a change.
    const r = row({ familyname: 'MUELLER', forname: 'jörg' });
    const d = syncDiff([r], [c]);
    expect(d.changed[0]?.changes.map((x) => x.field)).toEqual(['familyname', 'forname']);
    expect(d.left).toEqual([]);
  });

  it('never matches by name alone: another birthday or none is no match', () => {
    const other = card({ birthday: '2011-02-01' });
    const none = card({ birthday: null });
    const r = row({});
    const noDay = row({ birthday: '' });
    const d = syncDiff([r, noDay], [other, none]);
    expect(d.added).toEqual([r, noDay]);
    expect(d.left).toEqual([other, none]);
  });

  it('lists the changed fields old → new; an empty cell changes nothing', () => {
    const c = card({ email: 'alt@x.de', external_department: '7b' });
    const r = row({ email: 'neu@x.de', external_department: '' });
    expect(syncDiff([r], [c]).changed[0]?.changes).toEqual([
      { field: 'email', old: 'alt@x.de', new: 'neu@x.de' },
    ]);
  });

  it('shows a row matching several cards as ambiguous and ends neither card', () => {
    const a = card({});
    const b = card({});
    const r = row({});
    const d = syncDiff([r], [a, b]);
    expect(d.ambiguous).toEqual([{ why: 'cards', row: r, cards: [a, b] }]);
    expect(d.left).toEqual([]);
    expect(d.added).toEqual([]);
    expect(d.changed).toEqual([]);
  });

  it('shows several rows matching one card once as ambiguous, changing nothing', () => {
    const c = card({ external_id: 'S-1' });
    const r1 = row({ external_id: 'S-1', external_department: '6a' });
    const r2 = row({ external_id: 's-1', external_department: '6b' });
    const d = syncDiff([r1, r2], [c]);
    expect(d.ambiguous).toEqual([{ why: 'rows', rows: [r1, r2], card: c }]);
    expect(d.changed).toEqual([]);
    expect(d.left).toEqual([]);
  });

  it('sorts a whole roll: new, changed, unchanged and left', () => {
    const stays = card({ external_id: 'A', forname: 'Anna' });
    const moves = card({ external_id: 'B', forname: 'Ben', external_department: '5a' });
    const leaves = card({ external_id: 'C', forname: 'Cem' });
    const rows = [
      row({ external_id: 'A', forname: 'Anna' }),
      row({ external_id: 'B', forname: 'Ben', external_department: '6a' }),
      row({ external_id: 'D', forname: 'Dana' }),
    ];
    const d = syncDiff(rows, [stays, moves, leaves]);
    expect(d.unchanged.map((u) => u.card)).toEqual([stays]);
    expect(d.changed.map((c) => c.card)).toEqual([moves]);
    expect(d.added).toEqual([rows[2]]);
    expect(d.left).toEqual([leaves]);
    expect(d.ambiguous).toEqual([]);
  });
});
