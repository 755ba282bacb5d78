/**
 * The Scalar API reference, mounted on an element with an OpenAPI document already fetched (with the
 * user's token: a browser tab on /api/docs sends none). Offline: no web fonts, telemetry, AI agent or
 * MCP from scalar.com; requests of 'Test Request' go straight to this server with the user's token.
 */
import { createApiReference } from '@scalar/api-reference';
import '@scalar/api-reference/style.css';

/**
 * Darker grey and method colours than Scalar's light theme: its #8e8e8e text and green (#00935d) on
 * light grey miss WCAG 1.4.3 (4.5:1; axe found them on this page).
 */
const CONTRAST_CSS = `.light-mode {
  --scalar-color-3: #5e5e5e;
  --scalar-color-green: #00734a;
  --scalar-color-blue: #0b5cad;
  --scalar-color-orange: #a14c00;
  --scalar-color-red: #b3261e;
  --scalar-color-purple: #6b3fb0;
  --scalar-color-yellow: #765800;
}`;

/**
 * Scalar's picker of a response's variants (a login answers a session or a second step) is labelled
 * 'Schema' while it shows 'object 1': a name without its visible text fails WCAG 2.5.3. Its label gets
 * the text it shows, again whenever the viewer changes.
 */
function nameVariantPickers(el: HTMLElement): MutationObserver {
  const name = () => {
    for (const picker of el.querySelectorAll<HTMLElement>('[data-testid="response-variant-picker"]')) {
      const label = `Schema: ${picker.textContent?.trim() ?? ''}`;
      if (picker.getAttribute('aria-label') !== label) picker.setAttribute('aria-label', label);
    }
  };
  const observer = new MutationObserver(name);
  observer.observe(el, { subtree: true, childList: true, characterData: true });
  name();
  return observer;
}

/** Mounts the viewer; returns the function that removes it again. */
export function mountApiReference(
  el: HTMLElement,
  openApi: Record<string, unknown>,
  token: string,
): () => void {
  const reference = createApiReference(el, {
    content: openApi,
    baseServerURL: window.location.origin,
    localization: { locale: 'de' },
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    // Its toolbar offers to share and deploy the document on scalar.com: not for this one.
    showDeveloperTools: 'never',
    hideDarkModeToggle: true,
    customCss: CONTRAST_CSS,
    forceDarkModeState: 'light',
    persistAuth: false,
    authentication: { preferredSecurityScheme: 'bearer', securitySchemes: { bearer: { token } } },
  });
  const pickers = nameVariantPickers(el);
  return () => {
    pickers.disconnect();
    reference.destroy();
    // The viewer marks the body with its colour mode; the rest of the app has no use for it.
    document.body.classList.remove('light-mode');
  };
}
