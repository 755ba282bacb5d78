// Runs the official EN 16931 and XRechnung schematron rules (XSLT beside this file) on an invoice XML
// with SaxonJS. validateInvoiceXml(xml, { xrechnung }) -> { syntax, fatal: [...], warnings: [...] }.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const here = import.meta.dirname;
const require = createRequire(join(process.cwd(), 'package.json'));
const SaxonJS = require('saxon-js');

function compiled(file) {
  const dir = process.env.EINVOICE_SEF_DIR || join(tmpdir(), 'einvoice-sef');
  mkdirSync(dir, { recursive: true });
  const sef = join(dir, file.replace(/\.xslt?$/, '.sef.json'));
  if (!existsSync(sef)) {
    const xslt3 = join(dirname(require.resolve('xslt3/package.json')), 'xslt3.js');
    execFileSync(process.execPath, [xslt3, `-xsl:${join(here, file)}`, `-export:${sef}`, '-nogo'], {
      stdio: 'ignore',
    });
  }
  return sef;
}

function run(file, xml) {
  const out = SaxonJS.transform(
    { stylesheetFileName: compiled(file), sourceText: xml, destination: 'serialized' },
    'sync',
  );
  return [
    ...out.principalResult.matchAll(/<svrl:failed-assert([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g),
  ].map((m) => ({
    rules: file,
    id: /id="([^"]+)"/.exec(m[1])?.[1] ?? '?',
    flag: /flag="([^"]+)"/.exec(m[1])?.[1] ?? 'fatal',
    text: (/<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(m[2])?.[1] ?? '').replace(/\s+/g, ' ').trim(),
  }));
}

export function validateInvoiceXml(xml, { xrechnung = false } = {}) {
  const syntax = /CrossIndustryInvoice/.test(xml)
    ? 'CII'
    : /urn:oasis:names:specification:ubl/.test(xml)
      ? 'UBL'
      : null;
  if (!syntax) throw new Error('neither a CII nor a UBL invoice');
  const files = [
    `EN16931-${syntax}-validation.xslt`,
    ...(xrechnung ? [`XRechnung-${syntax}-validation.xsl`] : []),
  ];
  const failed = files.flatMap((f) => run(f, xml));
  return {
    syntax,
    fatal: failed.filter((f) => f.flag === 'fatal' || f.flag === 'error'),
    warnings: failed.filter((f) => f.flag === 'warning'),
  };
}

if (process.argv[1] === import.meta.filename && process.argv[2]) {
  const r = validateInvoiceXml(readFileSync(process.argv[2], 'utf8'), {
    xrechnung: process.argv.includes('--xrechnung'),
  });
  for (const f of [...r.fatal, ...r.warnings]) console.log(`${f.flag} ${f.id} (${f.rules}): ${f.text}`);
  console.log(`${r.syntax}: ${r.fatal.length} fatal, ${r.warnings.length} warnings`);
  process.exit(r.fatal.length ? 1 : 0);
}
