import { buildCardLayoutInput } from '@ausweis/shared/card-layout/build-input';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardPreview } from './CardPreview';

afterEach(cleanup);

const input = (patch: Parameters<typeof buildCardLayoutInput>[0]['order'] = {}) =>
  buildCardLayoutInput({
    preview: true,
    tenant: { name: 'Gymnasium am See', street: 'Seeweg 12', plz: '12345', city: 'Musterstadt' },
    product: {
      product_type: 'Schülerausweis',
      card_title: 'Schülerausweis',
      card_title2: 'Student ID',
      card_signer_desc: 'Schulleitung',
      external_department_name: 'Klasse',
      need_external_department: true,
      barcode_type: 'code_128',
      generate_barcode: true,
      barcode_prefix: 'GS',
      barcode_len: 10,
    },
    order: {
      familyname: 'Mustermann',
      forname: 'Max',
      birthday: '03.05.2010',
      card_valid_to: '2026-07-31',
      ...patch,
    },
    images: { photo: 'blob:http://localhost/photo' },
  });

describe('CardPreview', () => {
  it('renders the card as inline SVG, 600x380 at most, keeping the aspect', () => {
    render(<CardPreview input={input()} />);
    const box = screen.getByRole('img', { name: 'Vorschau Schülerausweis' });
    const svg = box.querySelector('svg');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 8.5 5.4');
    expect(box.textContent).toContain('Mustermann, Max');
    expect(box.textContent).toContain('03.05.2010');
    expect(box.textContent).toContain('31.07.2026');
    expect(box.textContent).toContain('COPY-SAFE');
    expect(box.textContent).toContain('GS00001234');
    expect(box.querySelector('image[href="blob:http://localhost/photo"]')).not.toBeNull();
    const style = getComputedStyle(box);
    expect(style.maxWidth).toBe('600px');
    expect(style.width).toBe('100%');
  });

  it('keeps hostile names as text', () => {
    render(
      <CardPreview
        input={input({ familyname: '<img src=x onerror="alert(1)">', forname: '</svg><script>x</script>' })}
      />,
    );
    const box = screen.getByTestId('card-preview');
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('img')).toBeNull();
    expect(box.querySelectorAll('svg')).toHaveLength(1);
    expect(box.textContent).toContain('<img src=x onerror="alert(1)">, </svg><script>x</script>');
  });

  it('draws the barcode bars with bwip-js in the product type', async () => {
    render(<CardPreview input={input()} barcodeType="code_128" />);
    const box = screen.getByTestId('card-preview');
    await waitFor(() =>
      expect(box.querySelector('image[href^="data:image/svg+xml;base64,"]')).not.toBeNull(),
    );
  });

  it('gives each preview its own clip path ids', () => {
    render(
      <>
        <CardPreview input={input()} />
        <CardPreview input={input()} />
      </>,
    );
    const ids = [...document.querySelectorAll('clipPath')].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
