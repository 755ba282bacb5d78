/**
 * The official e-invoice rules (test-fixtures/einvoice: CEN EN 16931 and KoSIT XRechnung schematron
 * as XSLT) run on an invoice XML with SaxonJS, offline, as a receiving portal checks it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const RULES_DIR = resolve(import.meta.dirname, '../../../../../test-fixtures/einvoice');

interface SaxonJs {
  transform(
    options: { stylesheetFileName: string; sourceText: string; destination: 'serialized' },
    mode: 'sync',
  ): { principalResult: string };
}

export interface FailedAssert {
  rules: string;
  id: string;
  flag: string;
  text: string;
}

/** The stylesheet compiled to SaxonJS's SEF (once per machine, cached in the temp dir). */
function compiled(file: string): string {
  const dir = process.env.EINVOICE_SEF_DIR || join(tmpdir(), 'einvoice-sef');
  mkdirSync(dir, { recursive: true });
  const sef = join(dir, file.replace(/\.xslt?$/, '.sef.json'));
  if (!existsSync(sef)) {
    const xslt3 = join(dirname(require.resolve('xslt3/package.json')), 'xslt3.js');
    execFileSync(process.execPath, [xslt3, `-xsl:${join(RULES_DIR, file)}`, `-export:${sef}.part`, '-nogo']);
    execFileSync('mv', [`${sef}.part`, sef]);
  }
  return sef;
}

function run(file: string, xml: string): FailedAssert[] {
  const saxon = require('saxon-js') as SaxonJs;
  const out = saxon.transform(
    { stylesheetFileName: compiled(file), sourceText: xml, destination: 'serialized' },
    'sync',
  );
  const failed = out.principalResult.matchAll(/<svrl:failed-assert([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g);
  return [...failed].map((m) => ({
    rules: file,
    id: /id="([^"]+)"/.exec(m[1] ?? '')?.[1] ?? '?',
    flag: /flag="([^"]+)"/.exec(m[1] ?? '')?.[1] ?? 'fatal',
    text: (/<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(m[2] ?? '')?.[1] ?? '').replace(/\s+/g, ' ').trim(),
  }));
}

/** The failed fatal/error asserts of EN 16931 (CII) and, with `xrechnung`, of XRechnung too. */
export function fatalAsserts(xml: string, { xrechnung }: { xrechnung: boolean }): FailedAssert[] {
  const files = ['EN16931-CII-validation.xslt', ...(xrechnung ? ['XRechnung-CII-validation.xsl'] : [])];
  return files.flatMap((f) => run(f, xml)).filter((f) => f.flag === 'fatal' || f.flag === 'error');
}
