/** The order form's zod resolver (loaded lazily by use-order.ts, with zod). */

import {
  type StudentInfo,
  type StudentInfoValues,
  studentInfoSchema,
} from '@ausweis/shared/schemas/order-rules';
import type { ProductInfo } from '@ausweis/shared/schemas/ordering';
import type { Resolver } from 'react-hook-form';
import { withInput } from '../../lib/form-input';
import { zodResolver } from '../../lib/zod-german';

export function orderResolver(info: ProductInfo): Resolver<StudentInfoValues, unknown, StudentInfo> {
  // The schema's input types unused fields as unknown; the form always holds strings there.
  return zodResolver(withInput<StudentInfoValues>()(studentInfoSchema(info)));
}
