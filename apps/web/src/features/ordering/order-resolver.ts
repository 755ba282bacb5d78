/** The order form's zod resolver (loaded lazily by use-order.ts, with zod), and its consent checkbox. */

import { CONSENT_MESSAGES } from '@ausweis/shared/schemas/consent';
import { type StudentInfo, studentInfoSchema } from '@ausweis/shared/schemas/order-rules';
import type { ProductInfo } from '@ausweis/shared/schemas/ordering';
import type { Resolver } from 'react-hook-form';
import { withInput } from '../../lib/form-input';
import { zodResolver } from '../../lib/zod-german';
import type { OrderFormValues } from './use-order-form';

export function orderResolver(info: ProductInfo): Resolver<OrderFormValues, unknown, StudentInfo> {
  // The schema's input types unused fields as unknown; the form always holds strings there.
  const student = zodResolver(withInput<OrderFormValues>()(studentInfoSchema(info)));
  return async (values, context, options) => {
    const checked = await student(values, context, options);
    if (values.consent) return checked;
    // The consent is the page's own (class imports order without it): not part of the student info.
    const consent = { type: 'required', message: CONSENT_MESSAGES.missing };
    return { values: {}, errors: { ...checked.errors, consent } };
  };
}
