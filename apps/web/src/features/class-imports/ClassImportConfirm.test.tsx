/** Confirming a class-list import: what the Admin is told about the holders' signature (docs/product.md#class-import). */
import { CLASS_IMPORT_TEXTS, type ClassImport } from '@ausweis/shared/schemas/class-imports';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ClassImportConfirm } from './ClassImportConfirm';

afterEach(cleanup);

const preview = (needsSign: boolean): ClassImport => ({
  id: 4,
  status: 'preview',
  tenant_product_id: 2,
  product_type: 'Schülerausweis NRW',
  needs_student_sign: needsSign,
  filename: 'klasse-5a.csv',
  photos_filename: 'fotos.zip',
  card_choice: 'online',
  mode: null,
  validate: false,
  send_mails: false,
  read_only: [],
  total: 3,
  checked: 3,
  done: 0,
  ok_count: 2,
  refused_count: 1,
  family_ok_count: 3,
  remind_days: 0,
  ignored_columns: [],
  format: null,
  columns: [],
  mapping: [],
  sync: null,
  error: null,
  created_at: '2026-11-27T08:00:00.000Z',
  finished_at: null,
});

const view = (needsSign: boolean) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ClassImportConfirm imp={preview(needsSign)} />
    </QueryClientProvider>,
  );

describe('confirming a sync', () => {
  it('asks a second time before ending more than a third of the cards', () => {
    const left = [1, 2].map((n) => ({ card_id: n, name: `Geht, ${n}`, department: '5a' }));
    const sync = { live_cards: 3, added: 0, unchanged: 1, changed: [], left, ambiguous: [] };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ClassImportConfirm imp={{ ...preview(false), ok_count: 0, sync }} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Abgleich bestätigen' }));
    expect(screen.getByText('Es würden 2 von 3 Ausweisen beendet. Wirklich fortfahren?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nein' }));
  });
});

describe('confirming a class-list import', () => {
  it('says that the institution’s cards are made without the signature the product asks for', () => {
    view(true);
    expect(screen.getByText(CLASS_IMPORT_TEXTS.tenantWithoutSign)).toBeTruthy();
    fireEvent.click(screen.getByLabelText(CLASS_IMPORT_TEXTS.modes.families));
    expect(screen.queryByText(CLASS_IMPORT_TEXTS.tenantWithoutSign)).toBeNull();
    expect(screen.getByText(/Foto und Unterschrift ergänzt sie, dann bestellt sie\./)).toBeTruthy();
  });

  it('says nothing of a signature for a product without one', () => {
    view(false);
    expect(screen.queryByText(CLASS_IMPORT_TEXTS.tenantWithoutSign)).toBeNull();
    fireEvent.click(screen.getByLabelText(CLASS_IMPORT_TEXTS.modes.families));
    expect(screen.getByText(/Ein fehlendes Foto ergänzt sie, dann bestellt sie\./)).toBeTruthy();
    expect(screen.queryByText(/Unterschrift/)).toBeNull();
  });
});
