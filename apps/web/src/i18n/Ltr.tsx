/**
 * A date, code or Latin name inside a right-to-left page: an isolate that stays left to right (plain
 * text in a left-to-right page). Intl's right-to-left marks in Arabic dates are dropped: inside the
 * isolate they would reorder the date.
 */
import { useLanguage } from './LanguageProvider';
import { withoutMarks } from './use-formats';

export function Ltr({ children }: { children: string }) {
  const { dir } = useLanguage();
  if (dir !== 'rtl') return children;
  return <bdi dir="ltr">{withoutMarks(children)}</bdi>;
}
