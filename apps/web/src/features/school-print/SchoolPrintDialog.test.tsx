/** The print-at-school dialog: the tenant's calibration prefilled, German checks, what it sends. */
import { schoolPrint } from '@ausweis/shared/contracts/school-print';
import { SCHOOL_PRINT_TEXTS } from '@ausweis/shared/schemas/school-print';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refuse, serve } from '../../testing/fake-backend.test-support';
import { renderWithApp } from '../../testing/render.test-support';
import { SchoolPrintDialog } from './SchoolPrintDialog';

vi.mock('../../lib/toast', () => ({ showSuccess: () => undefined, showError: () => undefined }));
afterEach(cleanup);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('In der Einrichtung drucken', () => {
  it('prefills the calibration, checks it in German and sends the cards with it', async () => {
    serve(schoolPrint.settings, { available: true, offset_x_mm: 1.5, offset_y_mm: 0 });
    const printed = refuse(schoolPrint.print, 400, {
      code: 'BAD_REQUEST',
      message: SCHOOL_PRINT_TEXTS.nothing,
    });
    const onClose = vi.fn();
    renderWithApp(<SchoolPrintDialog orderIds={[4, 5]} onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: SCHOOL_PRINT_TEXTS.title })).toBeTruthy();
    expect(screen.getByText(/2 Ausweise werden als PDF im Kartenformat CR80/)).toBeTruthy();
    await waitFor(() => expect(field(SCHOOL_PRINT_TEXTS.offsetX).value).toBe('1,5'));

    fireEvent.change(field(SCHOOL_PRINT_TEXTS.offsetX), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: SCHOOL_PRINT_TEXTS.submit }));
    expect(await screen.findByText('Höchstens 5 mm in jede Richtung.')).toBeTruthy();
    fireEvent.change(field(SCHOOL_PRINT_TEXTS.offsetY), { target: { value: 'etwas' } });
    fireEvent.click(screen.getByRole('button', { name: SCHOOL_PRINT_TEXTS.submit }));
    expect(await screen.findByText('Bitte eine Zahl in Millimetern eingeben.')).toBeTruthy();
    expect(printed).toHaveLength(0);

    fireEvent.change(field(SCHOOL_PRINT_TEXTS.offsetX), { target: { value: '-2,5' } });
    fireEvent.change(field(SCHOOL_PRINT_TEXTS.offsetY), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: SCHOOL_PRINT_TEXTS.submit }));
    await waitFor(() => expect(printed).toHaveLength(1));
    expect(printed[0]?.body).toEqual({ order_ids: [4, 5], offset_x_mm: -2.5, offset_y_mm: 0 });
    // Refused: the dialog stays, so nothing typed is lost.
    expect(onClose).not.toHaveBeenCalled();
  });
});
