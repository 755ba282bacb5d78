/** Which class-list rows are created, in each mode (the view, the confirmation and the job ask it). */
import { PHOTO_STATUSES } from '@ausweis/shared/schemas/class-imports';
import { describe, expect, it } from 'vitest';
import { willBeCreated } from './row-created';

describe('willBeCreated', () => {
  it('needs good data, and a good photo unless the families pay', () => {
    for (const photo_status of PHOTO_STATUSES)
      for (const data_ok of [true, false]) {
        const row = { data_ok, photo_status, order_id: null };
        expect(willBeCreated(row, 'families')).toBe(data_ok);
        expect(willBeCreated(row, 'tenant')).toBe(data_ok && photo_status === 'ok');
        expect(willBeCreated(row, null)).toBe(willBeCreated(row, 'tenant'));
        expect(willBeCreated({ ...row, order_id: 7 }, 'families')).toBe(false);
      }
  });
});
