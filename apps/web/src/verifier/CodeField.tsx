/**
 * For a checker without a camera: the QR code's text (the link a QR reader shows, or the code after its
 * '#') pasted or typed, then checked like a scan.
 */
import { type FormEvent, useId, useState } from 'react';

interface Props {
  disabled: boolean;
  /** Checks the text; false when it is no card code at all (the field then says so). */
  onCheck(text: string): Promise<boolean>;
}

export const CODE_EMPTY = 'Bitte den Code eingeben oder einfügen.';
export const CODE_NOT_A_CARD_CODE =
  'Das ist kein Ausweis-Code. Bitte den ganzen Text des QR-Codes einfügen: den Link mit „/pruefen#“ oder den Code dahinter.';

export function CodeField({ disabled, onCheck }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      setError(CODE_EMPTY);
      return;
    }
    setError((await onCheck(text)) ? null : CODE_NOT_A_CARD_CODE);
  };

  return (
    <form className="vf-code" onSubmit={submit} noValidate>
      <label className="ca-field">
        <span>Code eingeben oder einfügen</span>
        <textarea
          name="code"
          rows={3}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          placeholder="https://…/pruefen#…"
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          disabled={disabled}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <small id={errorId} className="ca-field-error" role="alert">
            {error}
          </small>
        )}
      </label>
      <button type="submit" className="ca-button" disabled={disabled}>
        Code prüfen
      </button>
    </form>
  );
}
