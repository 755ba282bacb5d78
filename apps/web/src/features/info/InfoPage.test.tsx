import { info } from '@ausweis/shared/contracts/info';
import type { UserData } from '@ausweis/shared/schemas/auth';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptySession } from '../../lib/session';
import { setSession } from '../../lib/session-store';
import { serve } from '../../testing/fake-backend.test-support';
import { renderWithApp } from '../../testing/render.test-support';
import InfoPage from './InfoPage';

/** The server answers its public info and, to super admins, its details; returns the details calls. */
function serveInfo() {
  serve(info.backend, { name: 'Ausweisportal', version: '0.1.0', audit_keep_days: 365 });
  return serve(info.details, {
    name: 'Ausweisportal',
    version: '0.1.0',
    audit_keep_days: 365,
    node_version: 'v24.11.0',
    database: 'pglite',
    mail: 'outbox',
    environment: 'development',
    started_at: '2026-11-27T08:00:00.000Z',
    jwt_token_duration_minutes: 60,
    commit: 'abc1234',
    branch: 'main',
    build_date: '2026-11-27T07:00:00.000Z',
  });
}

afterEach(() => {
  cleanup();
  setSession(emptySession());
});

const signedIn = (is_super_admin: boolean) => {
  const userData: UserData = {
    user_id: 1,
    is_super_admin,
    can_invoice: false,
    can_report: false,
    email: 'x@y.example',
    salutation: null,
    forename: null,
    lastname: 'X',
    tenants: [],
  };
  setSession({ ...emptySession(), authToken: 'jwt', lastTokenRefreshAt: Date.now(), userData });
};

describe('InfoPage', () => {
  it('shows everyone version and build date only: no commit, branch, environment, runtime or database', async () => {
    const detailsAsked = serveInfo();
    renderWithApp(<InfoPage />);
    expect(screen.getByText('App-Version')).toBeTruthy();
    expect(screen.getByText('Build-Datum')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('0.1.0')).toHaveLength(2));
    for (const hidden of [
      'Commit-Hash',
      'Branch',
      'Umgebung',
      'Node.js',
      'Datenbank',
      'Mailversand',
      'abc1234',
    ])
      expect(screen.queryByText(hidden)).toBeNull();
    expect(detailsAsked).toEqual([]);
  });

  it('a signed-in staff member who is no super admin sees no more', async () => {
    const detailsAsked = serveInfo();
    signedIn(false);
    renderWithApp(<InfoPage />);
    await waitFor(() => expect(screen.getAllByText('0.1.0')).toHaveLength(2));
    expect(screen.queryByText('Commit-Hash')).toBeNull();
    expect(detailsAsked).toEqual([]);
  });

  it('a signed-in super admin also sees the server details', async () => {
    serveInfo();
    signedIn(true);
    renderWithApp(<InfoPage />);
    expect(await screen.findByText('abc1234')).toBeTruthy();
    expect(screen.getByText('Server (nur für Super-Admins)')).toBeTruthy();
    expect(screen.getByText('main')).toBeTruthy();
    expect(screen.getByText('v24.11.0')).toBeTruthy();
    expect(screen.getByText('PGlite (eingebettet)')).toBeTruthy();
    expect(screen.getByText('development')).toBeTruthy();
  });
});
