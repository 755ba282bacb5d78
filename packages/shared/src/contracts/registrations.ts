/** Contact requests (docs/product.md#api Registration): the public form, the super admins' list and its bulk answer. */
import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import { RegistrationRow } from '../schemas/dashboard';
import { PaginationRequest, paged } from '../schemas/pagination';
import {
  AnswerRegistrationsRequest,
  AnswerRegistrationsResponse,
  RegistrationRequest,
  RegistrationResponse,
} from '../schemas/registrations';

export const registrations = defineEndpoints('registrations', {
  register: {
    method: 'POST',
    path: '/anon/register',
    request: RegistrationRequest,
    // Answered with status 201.
    response: RegistrationResponse,
    summary: 'Stores a contact request of an organisation (answers 201 with a thank-you message).',
  },
  findNew: {
    method: 'GET',
    path: '/a/sad/registrations/new',
    response: z.array(RegistrationRow),
    summary: 'The open contact requests, newest first (the dashboard list).',
  },
  find: {
    method: 'POST',
    path: '/a/sad/registrations/find',
    request: PaginationRequest,
    response: paged(RegistrationRow),
    summary: 'Paged list of all contact requests.',
  },
  answer: {
    method: 'POST',
    path: '/a/sad/registrations/answer',
    request: AnswerRegistrationsRequest,
    response: AnswerRegistrationsResponse,
    summary: 'Marks contact requests answered; answers how many were still open.',
  },
});
