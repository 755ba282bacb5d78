import type { UserData } from '@ausweis/shared/schemas/auth';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptySession } from '../../lib/session';
import { setSession } from '../../lib/session-store';
import InfoPage from './InfoPage';

const detailsAsked: boolean[] = [];
vi.mock('./api', () => ({
  useBackendInfo: () => ({ data: { name: 'Ausweisportal', version: '0.1.0' }, isPending: false }),
  useBackendDetails: (enabled: boolean) => {
    detailsAsked.push(enabled);
    return {
      data: {
        name: 'Ausweisportal',
        version: '0.1.0',
        node_version: 'v24.11.0',
        database: 'pglite',
        mail: 'outbox',
        environment: 'development',
        started_at: '2026-11-27T08:00:00.000Z',
        jwt_token_duration_minutes: 60,
        commit: 'abc1234',
        branch: 'main',
        build_date: '2026-11-27T07:00:00.000Z',
      },
    };
  },
}));

afterEach(() => {
  cleanup();
  setSession(emptySession());
  detailsAsked.length = 0;
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
  it('shows everyone version and build date only: no commit, branch, environment, runtime or database', () => {
    render(<InfoPage />);
    expect(screen.getByText('App-Version')).toBeTruthy();
    expect(screen.getByText('Build-Datum')).toBeTruthy();
    expect(screen.getAllByText('0.1.0')).toHaveLength(2);
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

  it('a signed-in staff member who is no super admin sees no more', () => {
    signedIn(false);
    render(<InfoPage />);
    expect(screen.queryByText('Commit-Hash')).toBeNull();
    expect(detailsAsked).toEqual([]);
  });

  it('a signed-in super admin also sees the server details', () => {
    signedIn(true);
    render(<InfoPage />);
    expect(screen.getByText('Server (nur für Super-Admins)')).toBeTruthy();
    expect(screen.getByText('abc1234')).toBeTruthy();
    expect(screen.getByText('main')).toBeTruthy();
    expect(screen.getByText('v24.11.0')).toBeTruthy();
    expect(screen.getByText('PGlite (eingebettet)')).toBeTruthy();
    expect(screen.getByText('development')).toBeTruthy();
  });
});
