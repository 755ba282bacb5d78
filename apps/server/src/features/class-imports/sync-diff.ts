/**
 * The yearly sync ('Abgleich') of a product's cards with the school's whole roll: which rows of the list
 * are new pupils, which match an existing card (and what of it changes), which cards no row matches
 * any more (the pupil left), and which matches are ambiguous (shown, never guessed). A pure function:
 * the caller reads the rows and the product's live cards once and gives them here.
 */
import { parseGermanDate } from '@ausweis/shared/format';
import { SYNC_FIELD_LABELS, type SyncField } from '@ausweis/shared/schemas/class-imports';
import { foldName, type ImportValues } from './import-columns';

/** The fields a sync compares and changes on a matched card. */
const SYNC_FIELDS = Object.keys(SYNC_FIELD_LABELS) as SyncField[];

type SyncRowValues = Pick<ImportValues, 'familyname' | 'forname' | 'birthday' | 'external_id' | SyncField>;

export interface SyncRow {
  id: number;
  row_no: number;
  /** As read from the list: the birthday German (DD.MM.YYYY). */
  values: SyncRowValues;
}

/** A live card of the product (its order), the birthday as stored (YYYY-MM-DD). */
export interface SyncCard {
  id: number;
  familyname: string;
  forname: string;
  birthday: string | null;
  external_id: string | null;
  external_department: string | null;
  email: string | null;
}

interface SyncChange {
  field: SyncField;
  old: string;
  new: string;
}

type SyncAmbiguity =
  /** The row matches several cards. */
  | { why: 'cards'; row: SyncRow; cards: SyncCard[] }
  /** Several rows match the one card. */
  | { why: 'rows'; rows: SyncRow[]; card: SyncCard };

export interface SyncDiff {
  added: SyncRow[];
  changed: { row: SyncRow; card: SyncCard; changes: SyncChange[] }[];
  unchanged: { row: SyncRow; card: SyncCard }[];
  left: SyncCard[];
  ambiguous: SyncAmbiguity[];
}

/** A person as the match rule compares one: folded names, birthday YYYY-MM-DD, folded external id. */
interface MatchKey {
  id: string;
  name: string;
  birthday: string;
}

const rowKey = (v: SyncRowValues): MatchKey => ({
  id: foldName(v.external_id ?? ''),
  name: `${foldName(v.familyname)}|${foldName(v.forname)}`,
  birthday: parseGermanDate(v.birthday.trim()) ?? '',
});

const cardKey = (c: SyncCard): MatchKey => ({
  id: foldName(c.external_id ?? ''),
  name: `${foldName(c.familyname)}|${foldName(c.forname)}`,
  birthday: c.birthday ?? '',
});

/**
 * The match rule: by external id when both have one; otherwise by family name, first name and birthday
 * (case, spaces and umlaut spellings do not matter). Never by name alone: without a birthday on both
 * sides there is no match.
 */
function samePerson(a: MatchKey, b: MatchKey): boolean {
  if (a.id && b.id) return a.id === b.id;
  return a.birthday !== '' && a.birthday === b.birthday && a.name !== '|' && a.name === b.name;
}

/** A field's value for comparing and showing: trimmed (an e-mail address also in lower case). */
const norm = (field: SyncField, v: string | null) => {
  const t = (v ?? '').trim();
  return field === 'email' ? t.toLowerCase() : t;
};

/** What the row changes on the card. An empty cell changes nothing: the list does not say. */
function changesOf(row: SyncRowValues, card: SyncCard): SyncChange[] {
  const out: SyncChange[] = [];
  for (const field of SYNC_FIELDS) {
    const next = norm(field, row[field]);
    const old = norm(field, card[field]);
    if (next !== '' && next !== old) out.push({ field, old: (card[field] ?? '').trim(), new: next });
  }
  return out;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The diff of the roll (every row of the list) and the product's live cards. Set-based: the cards are
 * indexed once by external id and by name, so each row looks at its few candidates only.
 */
export function syncDiff(rows: SyncRow[], cards: SyncCard[]): SyncDiff {
  const keys = new Map(cards.map((c) => [c, cardKey(c)]));
  const byId = new Map<string, SyncCard[]>();
  const byName = new Map<string, SyncCard[]>();
  for (const [card, key] of keys) {
    if (key.id) push(byId, key.id, card);
    push(byName, key.name, card);
  }
  const matchesOfRow = new Map<SyncRow, SyncCard[]>();
  const rowsOfCard = new Map<SyncCard, SyncRow[]>();
  for (const row of rows) {
    const key = rowKey(row.values);
    const candidates = new Set([...(byId.get(key.id) ?? []), ...(byName.get(key.name) ?? [])]);
    const found = [...candidates].filter((c) => samePerson(key, keys.get(c) as MatchKey));
    matchesOfRow.set(row, found);
    for (const c of found) push(rowsOfCard, c, row);
  }

  const diff: SyncDiff = { added: [], changed: [], unchanged: [], left: [], ambiguous: [] };
  const shownTwice = new Set<SyncCard>();
  for (const row of rows) {
    const found = matchesOfRow.get(row) ?? [];
    const [card] = found;
    if (!card) diff.added.push(row);
    else if (found.length > 1) diff.ambiguous.push({ why: 'cards', row, cards: found });
    else if ((rowsOfCard.get(card)?.length ?? 0) > 1) {
      if (!shownTwice.has(card)) diff.ambiguous.push({ why: 'rows', rows: rowsOfCard.get(card) ?? [], card });
      shownTwice.add(card);
    } else {
      const changes = changesOf(row.values, card);
      if (changes.length) diff.changed.push({ row, card, changes });
      else diff.unchanged.push({ row, card });
    }
  }
  // A card some row matches (even ambiguously) is on the roll: it is not ended.
  diff.left = cards.filter((c) => !rowsOfCard.has(c));
  return diff;
}
