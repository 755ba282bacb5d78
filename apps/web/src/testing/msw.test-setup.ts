/**
 * Starts the fake backend (fake-backend.test-support.ts) for every web test. Each test starts from
 * the default handlers; a test's handlers stay until the next test starts, so a call that outlives
 * the test's last line is still answered by them. A call no handler declares, and a request or reply
 * that does not fit its contract, fails the test that made it.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import {
  errorReports,
  noteUnhandled,
  server,
  settleCalls,
  takeContractMismatches,
} from './fake-backend.test-support';

beforeAll(() => server.listen({ onUnhandledRequest: noteUnhandled }));
beforeEach(() => {
  server.resetHandlers();
  errorReports.length = 0;
});
afterEach(async () => {
  await settleCalls();
  const mismatches = takeContractMismatches();
  if (mismatches.length > 0) throw new Error(mismatches.join('\n'));
});
afterAll(() => server.close());
