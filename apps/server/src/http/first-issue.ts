/** Turns a failed zod check into the German 400 of its first issue, naming the field. */
import type { z } from 'zod';
import { type AppError, badRequest } from './app-error';

/** The AppError 400 of the first issue: its message, and its path as the field (an unknown key's name). */
export function firstIssueError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  if (!issue) return badRequest('Die Anfrage ist ungültig.');
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
  const field = path.join('.').slice(0, 64);
  return badRequest(issue.message, field || undefined);
}

/** Parses `value` with `schema`; the first issue is a German 400. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw firstIssueError(parsed.error);
  return parsed.data;
}
