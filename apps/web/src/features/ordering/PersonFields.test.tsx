import { MESSAGES } from '@ausweis/shared/validation/messages';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../../i18n/LanguageProvider';
import { rememberLanguage } from '../../i18n/language-choice';
import { productInfo } from '../../testing/fixtures.test-support';
import { DateTextField } from './DateTextField';
import { PersonFields } from './PersonFields';
import { emptyOrderValues, type OrderControl, type OrderFormValues } from './use-order-form';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** Renders in a language as a visitor would have chosen it (the texts load first). */
async function renderIn(language: 'de' | 'en' | 'tr', ui: React.ReactNode) {
  rememberLanguage(language);
  render(<LanguageProvider>{ui}</LanguageProvider>);
  await waitFor(() => expect(document.documentElement.lang).toBe(language));
}

function Birthday({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <DateTextField
      label="Birthday"
      mask="TT.MM.JJJJ"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('dates typed in the language’s way', () => {
  it('takes 28/11/2015 in English and keeps the server’s 28.11.2015', async () => {
    const onChange = vi.fn();
    await renderIn('en', <Birthday onChange={onChange} />);
    const input = screen.getByLabelText('Birthday') as HTMLInputElement;
    expect(input.placeholder).toBe('DD/MM/YYYY');
    expect(screen.getByText('Write it as DD/MM/YYYY')).toBeTruthy();
    fireEvent.change(input, { target: { value: '28/11/2015' } });
    expect(onChange).toHaveBeenLastCalledWith('28.11.2015');
    expect(input.value).toBe('28/11/2015');
  });

  it('shows the pattern in the language’s letters: TT.MM.JJJJ in German, GG.AA.YYYY in Turkish', async () => {
    render(<Birthday onChange={vi.fn()} />);
    expect((screen.getByLabelText('Birthday') as HTMLInputElement).placeholder).toBe('TT.MM.JJJJ');
    expect(screen.getByText('Format TT.MM.JJJJ')).toBeTruthy();
    cleanup();
    const onChange = vi.fn();
    await renderIn('tr', <Birthday onChange={onChange} />);
    const input = screen.getByLabelText('Birthday') as HTMLInputElement;
    expect(input.placeholder).toBe('GG.AA.YYYY');
    fireEvent.change(input, { target: { value: '28112015' } });
    expect(onChange).toHaveBeenLastCalledWith('28.11.2015');
  });
});

const info = productInfo();

/** The person fields with a server refusal at the first name, as the order page sets it. */
function RefusedForm({ message }: { message: string }) {
  const form = useForm<OrderFormValues>({ defaultValues: emptyOrderValues(info) });
  useEffect(() => form.setError('forname', { message }), [form, message]);
  return <PersonFields info={info} control={form.control as OrderControl} readOnly={false} />;
}

describe('validation messages in the visitor’s language', () => {
  it('shows the server’s German message in Turkish, with its number', async () => {
    const german = MESSAGES.maxLen(50);
    expect(german).toBe('Bitte geben Sie maximal 50 Zeichen an');
    await renderIn('tr', <RefusedForm message={german} />);
    expect(await screen.findByText('Lütfen en fazla 50 karakter girin')).toBeTruthy();
    expect(screen.getByLabelText(/^Ad/)).toBeTruthy();
    expect(screen.queryByText(german)).toBeNull();
  });

  it('keeps it German in German', async () => {
    await renderIn('de', <RefusedForm message={MESSAGES.maxLen(50)} />);
    expect(await screen.findByText('Bitte geben Sie maximal 50 Zeichen an')).toBeTruthy();
  });
});
