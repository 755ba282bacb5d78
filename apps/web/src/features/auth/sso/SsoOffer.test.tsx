/**
 * The login page's sign-in with the school's accounts: offered for a domain with a provider, and the
 * German reason of a refused sign-in (never its code).
 */
import { authSso } from '@ausweis/shared/contracts/auth-sso';
import { SSO_ERRORS } from '@ausweis/shared/schemas/auth-sso-messages';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serve } from '../../../testing/fake-backend.test-support';
import { renderWithApp } from '../../../testing/render.test-support';
import { SsoError, SsoOffer } from './SsoOffer';

afterEach(cleanup);

describe('the offer on the login page', () => {
  it("offers 'Mit IServ anmelden' for an address of the school's domain, and asks by domain only", async () => {
    const asked = serve(authSso.ssoProvider, ({ query }) => ({
      provider:
        query.email === 'x@schule.example'
          ? { display_name: 'IServ', start_url: '/api/anon/auth/sso/start?provider=3' }
          : null,
    }));
    renderWithApp(<SsoOffer email="Lehrerin@Schule.example" />);
    expect(await screen.findByRole('button', { name: 'Mit IServ anmelden' })).toBeTruthy();
    expect(asked.map((c) => c.query)).toEqual([{ email: 'x@schule.example' }]);
  });

  it('lets the user choose the school by access code', () => {
    renderWithApp(<SsoOffer email="" />);
    fireEvent.click(
      screen.getByRole('button', { name: 'Über das Konto Ihrer Schule anmelden (Zugangscode)' }),
    );
    expect(screen.getByLabelText('Zugangscode der Schule')).toBeTruthy();
  });
});

describe('a refused sign-in', () => {
  it('shows the German reason of its code', () => {
    renderWithApp(<SsoError />, { route: '/login?sso_error=no_role' });
    expect(screen.getByRole('alert').textContent).toBe(SSO_ERRORS.no_role);
  });
});
