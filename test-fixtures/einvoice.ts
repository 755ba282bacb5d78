/**
 * The official e-invoice rules (test-fixtures/einvoice/, see its README): CEN's EN 16931 and KoSIT's
 * XRechnung schematron as XSLT, run offline with SaxonJS, so tests check an invoice's XML as a
 * receiving portal would. The first run compiles each stylesheet (about a minute; cached afterwards).
 */
import { validateInvoiceXml } from './einvoice/validate.mjs';

/** The fatal asserts (id and text) of the EN 16931 rules, and the XRechnung rules when asked: [] passes. */
export function einvoiceErrors(xml: string, options: { xrechnung?: boolean } = {}): string[] {
  return validateInvoiceXml(xml, options).fatal.map((f) => `${f.id}: ${f.text}`);
}
