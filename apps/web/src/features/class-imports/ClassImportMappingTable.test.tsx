/** The preview's 'Feld → Spalte' table: the recognised format, the columns taken, a correction (docs/product.md#class-import). */
import type { ClassImport, ClassImportMapping } from '@ausweis/shared/schemas/class-imports';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClassImportMappingTable } from './ClassImportMappingTable';

afterEach(cleanup);

const preview: ClassImport = {
  id: 7,
  status: 'preview',
  tenant_product_id: 2,
  product_type: 'Schülerausweis NRW',
  needs_student_sign: false,
  filename: 'SchuelerBasisdaten.dat, SchuelerZusatzdaten.dat',
  photos_filename: null,
  card_choice: 'online',
  mode: null,
  validate: false,
  send_mails: false,
  read_only: [],
  remind_days: 0,
  total: 4,
  checked: 0,
  done: 0,
  ok_count: 0,
  refused_count: 4,
  family_ok_count: 3,
  ignored_columns: ['Geschlecht'],
  format: 'SchILD-NRW Schnittstelle',
  columns: ['Nachname', 'Vorname', 'Geburtsdatum', 'Geschlecht', 'Klasse', 'E-Mail', 'Externe ID-Nr'],
  mapping: [
    { field: 'familyname', label: 'Nachname', required: true, column: 0 },
    { field: 'forname', label: 'Vorname', required: true, column: 1 },
    { field: 'birthday', label: 'Geburtsdatum', required: false, column: 2 },
    { field: 'external_department', label: 'Klasse', required: false, column: 4 },
    { field: 'email', label: 'E-Mail', required: false, column: 5 },
  ],
  sync: null,
  error: null,
  created_at: '2026-11-27T08:00:00.000Z',
  finished_at: null,
};

const select = (label: string) => screen.getByLabelText(`Spalte für ${label}`) as HTMLSelectElement;

describe('the mapping of the preview', () => {
  it('names the recognised format and the column of each field', () => {
    render(<ClassImportMappingTable imp={preview} onRemap={vi.fn()} />);
    expect(screen.getByText('SchILD-NRW Schnittstelle erkannt')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Feld' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Nachname (Pflicht)' })).toBeTruthy();
    expect(select('Klasse').value).toBe('4');
    expect(select('Klasse').selectedOptions[0]?.textContent).toBe('Klasse');
    // A required field cannot be left out; an optional one can.
    const options = (s: HTMLSelectElement) => Array.from(s.options, (o) => o.textContent);
    expect(options(select('Nachname'))).not.toContain('nicht übernehmen');
    expect(options(select('E-Mail'))).toContain('nicht übernehmen');
  });

  it('sends the whole mapping with the corrected column, or null for a field left out', () => {
    const onRemap = vi.fn<(m: ClassImportMapping) => void>();
    render(<ClassImportMappingTable imp={preview} onRemap={onRemap} />);
    fireEvent.change(select('Klasse'), { target: { value: '3' } });
    expect(onRemap).toHaveBeenLastCalledWith({
      familyname: 0,
      forname: 1,
      birthday: 2,
      external_department: 3,
      email: 5,
    });
    fireEvent.change(select('E-Mail'), { target: { value: '' } });
    expect(onRemap).toHaveBeenLastCalledWith(
      expect.objectContaining({ email: null, external_department: 4 }),
    );
  });

  it('only shows the mapping when the files are not at hand any more', () => {
    render(<ClassImportMappingTable imp={preview} onRemap={null} />);
    expect(select('Klasse').disabled).toBe(true);
    expect(
      screen.getByText('Um die Zuordnung zu ändern, laden Sie die Datei bitte erneut hoch.'),
    ).toBeTruthy();
  });

  it('shows nothing for an import from before the mapping was kept', () => {
    const { container } = render(
      <ClassImportMappingTable imp={{ ...preview, mapping: [] }} onRemap={null} />,
    );
    expect(container.textContent).toBe('');
  });
});
