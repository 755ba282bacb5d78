/**
 * For a checker without a camera: the QR code's text (the link a QR reader shows, or the code after its
 * '#') pasted or typed, then checked like a scan.
 */
import type { MessageId } from '@ausweis/shared/i18n/texts/de';
import { type FormEvent, useId, useState } from 'react';
import { useText } from '../i18n/use-text';

interface Props {
  disabled: boolean;
  /** Checks the text; false when it is no card code at all (the field then says so). */
  onCheck(text: string): Promise<boolean>;
}

/** The start of a card code's link (the code follows the '#'). */
const CODE_LINK_PATH = '/pruefen#';

export function CodeField({ disabled, onCheck }: Props) {
  const t = useText();
  const [text, setText] = useState('');
  const [error, setError] = useState<MessageId | null>(null);
  const errorId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      setError('verifier.codeEmpty');
      return;
    }
    setError((await onCheck(text)) ? null : 'verifier.codeNotACardCode');
  };

  return (
    <form className="vf-code" onSubmit={submit} noValidate>
      <label className="ca-field">
        <span>{t('verifier.codeLabel')}</span>
        <textarea
          name="code"
          rows={3}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          placeholder="https://…/pruefen#…"
          dir="ltr"
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
            {t(error, { path: CODE_LINK_PATH })}
          </small>
        )}
      </label>
      <button type="submit" className="ca-button" disabled={disabled}>
        {t('verifier.checkCode')}
      </button>
    </form>
  );
}
