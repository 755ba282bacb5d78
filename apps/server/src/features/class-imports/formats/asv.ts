/**
 * ASV-BW and ASV Bayern (the school administration software of Baden-Württemberg and Bavaria): a table
 * export of the export format library, ';' between the fields, a header line with ASV's names of the
 * chosen fields. Recognised by ASV's names of the pupil's names: 'Familienname' and 'Rufname'.
 */
import { headedFormat } from './list-format';

export const asvExport = headedFormat('ASV-BW / ASV Bayern Tabellenexport', ['Familienname', 'Rufname'], {
  familyname: ['Familienname'],
  forname: ['Rufname'],
  birthday: ['Geburtsdatum'],
  external_department: ['Klasse', 'Klassenname', 'Jahrgangsstufe'],
  external_id: ['Schüleridentnummer', 'Schüler-ID', 'Identnummer', 'Schülernummer'],
  email: ['Schüler/in E-Mail privat', 'Schüler/in E-Mail', 'E-Mail', 'E-Mail-Adresse'],
});
