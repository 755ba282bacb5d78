/**
 * The language menu of every public page, the card app and the verifier: a native select (any phone
 * shows its own picker, large targets, no drag), each language named in its own script.
 */
import { isLanguage, LANGUAGES } from '@ausweis/shared/i18n/languages';
import { type CSSProperties, useId } from 'react';
import { useLanguage } from './LanguageProvider';
import { useText } from './use-text';

const selectStyle: CSSProperties = {
  minHeight: 44,
  minWidth: 44,
  padding: '0 8px',
  font: 'inherit',
  fontSize: '1rem',
  color: 'inherit',
  background: 'transparent',
  border: '1px solid currentColor',
  borderRadius: 8,
  cursor: 'pointer',
};

/** Options are dark on white in every browser's picker, whatever colour the bar has. */
const optionStyle: CSSProperties = { color: '#1a1a1a', background: '#fff' };

export function LanguageSelect({ style }: { style?: CSSProperties }) {
  const { language, setLanguage } = useLanguage();
  const t = useText();
  const id = useId();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, ...style }}>
      <label htmlFor={id} style={{ fontSize: '0.875rem' }}>
        <GlobeIcon />
        <span style={visuallyHidden}>{t('common.language')}</span>
      </label>
      <select
        id={id}
        value={language}
        title={t('common.languageMenu')}
        onChange={(event) => isLanguage(event.target.value) && setLanguage(event.target.value)}
        style={selectStyle}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code} dir={l.dir} style={optionStyle}>
            {l.name}
          </option>
        ))}
      </select>
    </span>
  );
}

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

function GlobeIcon() {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="currentColor"
      style={{ display: 'block' }}
    >
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.93 6h-2.95a15.7 15.7 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.93 8ZM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96ZM4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26Zm.81 2h2.95c.32 1.25.78 2.45 1.38 3.56A7.99 7.99 0 0 1 5.07 16Zm2.95-8H5.07a7.99 7.99 0 0 1 4.33-3.56A15.7 15.7 0 0 0 8.02 8ZM12 19.96A14.1 14.1 0 0 1 10.09 16h3.82A14.1 14.1 0 0 1 12 19.96ZM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4Zm.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56ZM16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4h-3.38Z" />
    </svg>
  );
}
