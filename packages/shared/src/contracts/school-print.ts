/** 'In der Einrichtung drucken' (schemas/school-print.ts): the selected tenant's staff (cards.manage). */
import { defineEndpoints } from '../endpoint';
import { SchoolPrintRequest, SchoolPrintSettings } from '../schemas/school-print';

export const schoolPrint = defineEndpoints('schoolPrint', {
  settings: {
    method: 'GET',
    path: '/a/t/school-print/settings',
    response: SchoolPrintSettings,
    summary: 'Whether the tenant prints cards itself, and its card printer calibration.',
  },
  print: {
    method: 'POST',
    path: '/a/t/school-print',
    request: SchoolPrintRequest,
    produces: 'application/pdf',
    summary:
      "The selected cards as an ID-1 PDF for the tenant's card printer (front and back paired); recorded as printed.",
  },
});
