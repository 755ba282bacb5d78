/**
 * Help of the public side (WCAG 3.2.6 consistent help): FAQ and Kontakt in the footer of every public
 * page, in the same place. On the order page (public-nav.ts showHelpLinks) they open in a new tab, so
 * the form the visitor is filling in stays as it is.
 */
import type { MessageId } from '@ausweis/shared/i18n/texts/de';
import { useCallback } from 'react';
import { useText } from '../i18n/use-text';

export const HELP_LINKS: readonly { to: string; label: MessageId }[] = [
  { to: '/faq', label: 'layout.faq' },
  { to: '/kontakt', label: 'layout.contact' },
];

/** The props of a link that opens in a new tab; its name says so (it starts with the visible text). */
export function useNewTab(): (label: string) => {
  target: '_blank';
  rel: 'noopener';
  'aria-label': string;
} {
  const t = useText();
  return useCallback(
    (label) => ({ target: '_blank', rel: 'noopener', 'aria-label': t('layout.newTab', { link: label }) }),
    [t],
  );
}
