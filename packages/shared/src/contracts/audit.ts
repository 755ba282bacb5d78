/**
 * The audit trail for its readers: 'Protokoll' (list, export, chain check) and a card's 'Verlauf'.
 * A tenant's trail lives in the tenant admin family (an Admin of the selected tenant, or a super admin
 * acting in it); every tenant's trail and the platform's in the super admin family (no tenant selected).
 */

import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import {
  AuditPerson,
  CardAuditEventsRequest,
  ExportAuditEventsRequest,
  FindAuditEventsRequest,
  FindAuditEventsResponse,
  FindAuditPeopleRequest,
  VerifyAuditResponse,
} from '../schemas/audit';
import { paged } from '../schemas/pagination';
import { zId } from '../validation/zod';

export const audit = defineEndpoints('audit', {
  find: {
    method: 'GET',
    path: '/a/ad/audit/events',
    capability: 'audit.read',
    request: FindAuditEventsRequest,
    response: FindAuditEventsResponse,
    summary:
      "The selected tenant's audit trail, newest first, filtered, paged by position (keyset); a person the trail does not know is a 404.",
  },
  cardHistory: {
    method: 'GET',
    path: '/a/ad/audit/cards/{id}/events',
    capability: 'audit.read',
    params: z.object({ id: zId() }),
    request: CardAuditEventsRequest,
    response: FindAuditEventsResponse,
    summary: "A card's history ('Verlauf'): its events, newest first.",
  },
  export: {
    method: 'GET',
    path: '/a/ad/audit/export',
    capability: 'audit.read',
    request: ExportAuditEventsRequest,
    produces: 'text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    summary:
      "The selected tenant's audit trail with the list's filters, as CSV or Excel file (an unknown person: 404).",
  },
  verify: {
    method: 'POST',
    path: '/a/ad/audit/verify',
    capability: 'audit.read',
    response: VerifyAuditResponse,
    summary: "Checks the selected tenant's chain of events and its signed checkpoints.",
  },
  findAll: {
    method: 'GET',
    path: '/a/sad/audit/events',
    capability: 'audit.read',
    request: FindAuditEventsRequest,
    response: FindAuditEventsResponse,
    summary: "Every tenant's audit trail and the platform's, newest first (a selected tenant narrows).",
  },
  exportAll: {
    method: 'GET',
    path: '/a/sad/audit/export',
    capability: 'audit.read',
    request: ExportAuditEventsRequest,
    produces: 'text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    summary: "Every tenant's audit trail with the list's filters, as CSV or Excel file.",
  },
  verifyAll: {
    method: 'POST',
    path: '/a/sad/audit/verify',
    capability: 'audit.read',
    response: VerifyAuditResponse,
    summary: 'Checks every chain of events (a selected tenant narrows) and the signed checkpoints.',
  },
  people: {
    method: 'GET',
    path: '/a/ad/audit/people',
    capability: 'audit.read',
    request: FindAuditPeopleRequest,
    response: paged(AuditPerson),
    summary:
      "The 'Person' filter: the selected tenant's members and the former ones its trail names, found by name or e-mail.",
  },
  peopleAll: {
    method: 'GET',
    path: '/a/sad/audit/people',
    capability: 'audit.read',
    request: FindAuditPeopleRequest,
    response: paged(AuditPerson),
    summary: "The 'Person' filter across tenants: every user by name or e-mail, with their tenants.",
  },
});
