/** Link hiding rules of the public layout (docs/product.md#screens layout), by path. */

export type PublicRoute = 'card' | 'ordering' | 'datenschutz' | 'impressum' | 'faq' | 'other';

export function publicRouteOf(pathname: string): PublicRoute {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  if (first === 'card') return 'card';
  if (first === 's') return 'ordering';
  if (first === 'datenschutz' || first === 'impressum' || first === 'faq') return first;
  return 'other';
}

export interface PublicNav {
  /** Start, Kontakt-Anforderung and Login/Admin in the top bar. */
  showNavLinks: boolean;
  /** Only a Datenschutz link in the top bar. */
  showPrivacyOnly: boolean;
  /** Datenschutz link in the footer. */
  showFooterPrivacy: boolean;
  /** Help on the order page: 'Hilfe' (FAQ) in the top bar, and the footer's FAQ and Kontakt in a new tab. */
  showHelpLinks: boolean;
}

export function publicNavFor(pathname: string): PublicNav {
  const route = publicRouteOf(pathname);
  const hideNav = route !== 'other';
  const privacyOnly = route === 'card' || route === 'ordering' || route === 'faq';
  return {
    showNavLinks: !hideNav,
    showPrivacyOnly: privacyOnly,
    showFooterPrivacy: !privacyOnly,
    showHelpLinks: route === 'ordering',
  };
}
