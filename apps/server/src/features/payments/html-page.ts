/**
 * Tiny server-rendered German pages for the browser-facing payment steps (the 'Testzahlung' checkout
 * and errors of form posts). No scripts (CSP script-src 'self'); inline styles only.
 */
import { APP_NAME, THEME_PRIMARY } from '@ausweis/shared/constants';

export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#f4f6f9;font-family:Roboto,Arial,Helvetica,sans-serif;color:#1a1a1a;display:flex;align-items:flex-start;justify-content:center;padding:24px 12px}
main{width:100%;max-width:460px;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12);padding:24px}
.brand{margin:0 0 8px;font-weight:700;color:${THEME_PRIMARY}}
h1{margin:0 0 16px;font-size:24px;font-weight:500}
.note{margin:0 0 20px;padding:12px;border-radius:4px;background:#fff4e5;color:#663c00;font-size:14px;line-height:1.4}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}
dt{color:#555}dd{margin:0;font-weight:500}
.amount{font-size:20px}
form{display:flex;flex-direction:column;gap:12px;margin:0}
button,.button{display:block;width:100%;padding:12px 16px;border-radius:4px;border:1px solid ${THEME_PRIMARY};background:#fff;color:${THEME_PRIMARY};font-size:15px;font-weight:500;letter-spacing:.02em;cursor:pointer;text-align:center;text-decoration:none}
button.primary,.button.primary{background:${THEME_PRIMARY};color:#fff}
button.danger{border-color:#c62828;color:#c62828}
p{line-height:1.5}
`;

/** A complete HTML page with the given title and (already escaped) body. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – ${escapeHtml(APP_NAME)}</title><style>${STYLE}</style></head>
<body><main><p class="brand">${escapeHtml(APP_NAME)}</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

/** An error page for a browser navigation (form post or link), with a way back. */
export function errorPage(message: string, backUrl = '/'): string {
  return htmlPage(
    'Fehler',
    `<p>${escapeHtml(message)}</p><a class="button primary" href="${escapeHtml(backUrl)}">Zur Startseite</a>`,
  );
}
