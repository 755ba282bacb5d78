import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { serverBodyMessage, serverFieldError, serverMessage } from './server-error';

const failed = (status: number, body: unknown) => new ApiError('Fehler', 'server', status, 'X', body);

describe('serverFieldError', () => {
  it('names the field of a 400 (invalid) and a 409 (taken, e.g. the short code)', () => {
    const taken = { field: 'short_code', message: 'Dieses Kürzel ist bereits vergeben.' };
    expect(serverFieldError(failed(409, taken))).toEqual(taken);
    expect(serverFieldError(failed(400, { field: 'email', message: 'Ungültig' }))).toEqual({
      field: 'email',
      message: 'Ungültig',
    });
  });

  it('is null for other answers and for answers without a field', () => {
    expect(serverFieldError(failed(403, { field: 'x', message: 'y' }))).toBeNull();
    expect(serverFieldError(failed(409, { message: 'y' }))).toBeNull();
    expect(serverFieldError(new Error('x'))).toBeNull();
  });
});

describe('serverMessage', () => {
  it("reads the server's German message", () => {
    expect(serverMessage(failed(409, { message: 'Bereits vergeben.' }))).toBe('Bereits vergeben.');
  });
});

describe('serverBodyMessage', () => {
  it("is the body's message, or null without an answer or a message in it", () => {
    expect(serverBodyMessage(failed(410, { message: 'Schon benutzt.' }))).toBe('Schon benutzt.');
    expect(serverBodyMessage(failed(502, '<html>'))).toBeNull();
    expect(serverBodyMessage(new ApiError('Keine Verbindung', 'network', null, null, undefined))).toBeNull();
    expect(serverBodyMessage(new Error('x'))).toBeNull();
  });
});
