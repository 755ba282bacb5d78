/**
 * Help on the order page (public-nav.ts showHelpLinks): FAQ and Kontakt open in a new tab, so the form
 * the visitor is filling in stays as it is.
 */

export const HELP_LINKS = [
  { to: '/faq', label: 'FAQ' },
  { to: '/kontakt', label: 'Kontakt' },
] as const;

/** The props of a link that opens in a new tab; its name says so (it starts with the visible text). */
export const newTab = (label: string) =>
  ({ target: '_blank', rel: 'noopener', 'aria-label': `${label} (öffnet in neuem Tab)` }) as const;
