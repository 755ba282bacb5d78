/**
 * The e-invoice of @e-invoice-eu/core (its InvoiceService.generate) with the invoice schema compiled
 * once per format and process: the library compiles the large JSON schema anew on every call (about a
 * quarter of a second), which made up most of an invoice's drawing. The steps are the library's:
 * validate a copy of the input (filling the schema's defaults) against the schema as the format patches
 * it, fill the format's defaults, generate. A compiled validator holds no state between calls.
 */
import type { Invoice, InvoiceServiceOptions } from '@e-invoice-eu/core';
import type { ValidateFunction } from 'ajv/dist/2019.js';

/** The library logs through this; its warnings are worth seeing, its progress chatter is not. */
const logger = { log: () => {}, warn: console.warn, error: console.error };

const validators = new Map<string, ValidateFunction<Invoice>>();

/** The invoice in `options.format` (XML, or the PDF given in `options.pdf` with the XML embedded). */
export async function generateEInvoice(
  input: Invoice,
  options: InvoiceServiceOptions,
): Promise<string | Uint8Array> {
  // Loaded with the first invoice, not with the server (start-up time, memory).
  const { FormatFactoryService, ValidationService, invoiceSchema } = await import('@e-invoice-eu/core');
  const factory = new FormatFactoryService();
  const formatter = factory.createFormatService(options.format, logger);
  const format = factory.normalizeFormat(options.format);
  let validate = validators.get(format);
  if (!validate) {
    const { default: Ajv2019 } = await import('ajv/dist/2019.js');
    const schema = structuredClone(invoiceSchema);
    formatter.patchSchema(schema);
    validate = new Ajv2019({ strict: true, allErrors: true, useDefaults: true }).compile<Invoice>(schema);
    validators.set(format, validate);
  }
  const invoice = new ValidationService(logger).validate('invoice data', validate, structuredClone(input));
  formatter.fillInvoiceDefaults(invoice);
  return formatter.generate(invoice, { ...options, format });
}
