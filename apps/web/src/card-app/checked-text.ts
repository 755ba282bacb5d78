/** When the card was last checked, in the shown language's way: its date and the time (HH:MM), device time. */
import { intlLocale, type Language } from '@ausweis/shared/i18n/languages';

export function checkedText(iso: string, language: Language): string {
  const at = new Date(iso);
  const locale = intlLocale(language);
  const date = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${date.format(at)} ${time.format(at)}`;
}
