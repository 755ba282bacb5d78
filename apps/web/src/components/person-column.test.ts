import { PERSON_FIELDS } from '@ausweis/shared/person-fields';
import { describe, expect, it } from 'vitest';
import { personColumn } from './grid-columns';

type Row = { id: number; familyname: string; birthday: string | null };

describe('personColumn', () => {
  it('names the column as the person fields describe it and shows dates as DD.MM.YYYY', () => {
    const name = personColumn<Row>('familyname', 105);
    expect(name).toMatchObject({
      field: 'familyname',
      headerName: PERSON_FIELDS.familyname.label,
      minWidth: 105,
    });
    const birthday = personColumn<Row>('birthday', 110);
    expect(birthday.headerName).toBe('Geburtstag');
    expect(birthday.width).toBe(110);
    const format = birthday.valueFormatter as unknown as (v: string | null) => string;
    expect(format('2011-05-20')).toBe('20.05.2011');
  });
});
