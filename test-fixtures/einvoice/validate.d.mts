/** Types of validate.mjs: the official EN 16931 / XRechnung schematron rules run with SaxonJS. */
export interface FailedAssert {
  rules: string;
  id: string;
  flag: string;
  text: string;
}
export function validateInvoiceXml(
  xml: string,
  options?: { xrechnung?: boolean },
): { syntax: 'CII' | 'UBL'; fatal: FailedAssert[]; warnings: FailedAssert[] };
