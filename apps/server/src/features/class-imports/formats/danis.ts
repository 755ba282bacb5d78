/**
 * DaNiS (Datenbank Niedersächsischer Schulen): the 'Freie Liste' report saved as CSV, ';' between the
 * fields, a header line of DaNiS's field names ('SchuelerNachname', 'SchuelerRufname',
 * 'GruppeBezeichnung', …), which recognise it.
 */
import { headedFormat } from './list-format';

export const danisFreieListe = headedFormat('DaNiS Freie Liste', ['SchuelerNachname', 'SchuelerRufname'], {
  familyname: ['SchuelerNachname'],
  forname: ['SchuelerRufname', 'SchuelerVorname'],
  birthday: ['SchuelerGeburtsdatum'],
  external_department: ['GruppeBezeichnung', 'GruppeBezeichung', 'KlasseBezeichnung'],
  external_id: ['SchuelerIdentNummer', 'SchuelerNummer'],
  email: ['SchuelerEMail', 'SchuelerEmail', 'SchuelerMail'],
});
