/**
 * The official e-invoice rules (test-fixtures/einvoice: CEN EN 16931 and KoSIT XRechnung schematron
 * as XSLT) run on an invoice XML with SaxonJS, offline, as a receiving portal checks it.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

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

const RULE_FILES = ['EN16931-CII-validation.xslt', 'XRechnung-CII-validation.xsl'] as const;

const sefOf = (file: string) => {
  const dir = process.env.EINVOICE_SEF_DIR || join(tmpdir(), 'einvoice-sef');
  mkdirSync(dir, { recursive: true });
  return join(dir, file.replace(/\.xslt?$/, '.sef.json'));
};

/** xslt3's compile of one stylesheet, written under a name of this process, then moved in place. */
function compileArgs(file: string): string[] {
  const xslt3 = join(dirname(require.resolve('xslt3/package.json')), 'xslt3.js');
  return [xslt3, `-xsl:${join(RULES_DIR, file)}`, `-export:${sefOf(file)}.${process.pid}.part`, '-nogo'];
}

/**
 * Compiles the rules that are not cached yet, both at once (about a minute each on a fresh machine):
 * the server tests' global setup calls it, so no test waits for a compile within its timeout.
 */
export async function compileEinvoiceRules(): Promise<void> {
  const missing = RULE_FILES.filter((f) => !existsSync(sefOf(f)));
  await Promise.all(
    missing.map(async (file) => {
      await promisify(execFile)(process.execPath, compileArgs(file));
      renameSync(`${sefOf(file)}.${process.pid}.part`, sefOf(file));
    }),
  );
}

/** The stylesheet compiled to SaxonJS's SEF (once per machine, cached in the temp dir). */
function compiled(file: string): string {
  const sef = sefOf(file);
  if (!existsSync(sef)) {
    execFileSync(process.execPath, compileArgs(file));
    renameSync(`${sef}.${process.pid}.part`, sef);
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
  const files = xrechnung ? RULE_FILES : RULE_FILES.slice(0, 1);
  return files.flatMap((f) => run(f, xml)).filter((f) => f.flag === 'fatal' || f.flag === 'error');
}
