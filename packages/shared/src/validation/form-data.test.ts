import { describe, expect, it } from 'vitest';
import { CARD_UPDATE_FIELD_NAMES, CardUpdateForm } from '../schemas/card-edit';
import { TenantUpsertForm, TenantUpsertRequest } from '../schemas/tenants';
import { zFormBool } from './form-data';
import { MESSAGES } from './messages';

describe('multipart form schemas', () => {
  it('one rule for booleans', () => {
    const flag = zFormBool();
    for (const v of ['true', '1', 'on']) expect(flag.parse(v)).toBe(true);
    for (const v of ['false', '0', 'off']) expect(flag.parse(v)).toBe(false);
    for (const v of ['ja', 'True', 'yes'])
      expect(flag.safeParse(v).error?.issues[0]?.message).toBe(MESSAGES.wrongType);
    expect(flag.safeParse('').error?.issues[0]?.message).toBe(MESSAGES.required);
  });

  it('the card update form reads exactly the names the web sends', () => {
    expect(Object.keys(CardUpdateForm.shape)).toEqual([...CARD_UPDATE_FIELD_NAMES]);
  });

  it('the tenant form checks its fields in the order of the JSON request', () => {
    expect(Object.keys(TenantUpsertForm.shape)).toEqual(Object.keys(TenantUpsertRequest.shape));
  });
});
