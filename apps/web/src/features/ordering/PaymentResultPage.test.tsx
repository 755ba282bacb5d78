import { payments } from '@ausweis/shared/contracts/payments';
import german from '@ausweis/shared/i18n/texts/de';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Sent, serve } from '../../testing/fake-backend.test-support';
import PaymentResultPage from './PaymentResultPage';
import { parseOrderId, pollPaymentState, resultStatus } from './payment-result';
import { readStoredOrder, type StoredOrder, writeStoredOrder } from './stored-order';

vi.mock('../../lib/toast', () => ({ showSuccess: () => undefined, showError: () => undefined }));

const order = (patch: Partial<StoredOrder> = {}): StoredOrder => ({
  ts: 'gymsee',
  pr: 'SA2026',
  order_id: 42,
  student_info: {},
  student_image: null,
  sign_file: null,
  paid_status: 'processing',
  show_paypal: false,
  show_stripe: false,
  show_test_payment: true,
  price_to_pay: 490,
  is_payed: false,
  order_secret: 'sec42',
  ...patch,
});

type PaymentState = { is_payed: boolean; status: 'open' | 'paid' | 'failed' | 'cancelled' };

/** Answers get_order_payed and the PayPal capture with `state`, cancel_order with ok; the calls in order. */
function stubApi(state: PaymentState) {
  const calls: [string, Record<string, unknown>][] = [];
  const note = (name: string) => (sent: Sent) => {
    calls.push([name, { ...sent.params, ...sent.query, ...(sent.body ?? {}) }]);
  };
  serve(payments.getOrderPayed, (sent) => {
    note('get_order_payed')(sent);
    return { order_id: 42, ...state };
  });
  serve(payments.cancelOrder, (sent) => {
    note('cancel_order')(sent);
    return { ok: true as const };
  });
  serve(payments.paypalCapture, (sent) => {
    note('paypal_capture')(sent);
    return { order_id: 42, ...state };
  });
  return calls;
}

function setup(path: string, provider: 'test' | 'stripe' | 'paypal', kind: 'success' | 'cancel') {
  const router = createMemoryRouter(
    [
      {
        path: `/${provider}_${kind}/:orderId`,
        element: <PaymentResultPage provider={provider} kind={kind} />,
      },
      { path: '/s/:t/:p', element: <p>Bestellseite</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('payment result helpers', () => {
  it('maps the server state to the stored paid status', () => {
    expect(resultStatus('paid')).toBe('success');
    expect(resultStatus('failed')).toBe('failed');
    expect(resultStatus('cancelled')).toBe('cancelled');
    expect(resultStatus('open')).toBe('failed');
  });

  it('asks again while the payment is still open, at most n times', async () => {
    const answers = ['open', 'open', 'paid'].map((status) => ({
      order_id: 1,
      is_payed: status === 'paid',
      status,
    }));
    const fetchState = vi.fn(async () => answers.shift() as never);
    const r = await pollPaymentState(fetchState, { attempts: 5, sleep: async () => undefined });
    expect(r.status).toBe('paid');
    expect(fetchState).toHaveBeenCalledTimes(3);
    const open = vi.fn(async () => ({ order_id: 1, is_payed: false, status: 'open' as const }));
    await pollPaymentState(open, { attempts: 2, sleep: async () => undefined });
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('accepts only positive whole order ids', () => {
    expect(parseOrderId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1e3', 'abc', '99999999999'])
      expect(parseOrderId(bad)).toBeNull();
  });
});

describe('payment result pages', () => {
  it('paypal success: posts the token for the capture before asking the paid state', async () => {
    writeStoredOrder(localStorage, order({ show_paypal: true }));
    const calls = stubApi({ is_payed: true, status: 'paid' });
    const router = setup('/paypal_success/42?token=5O190127TN364715T&PayerID=X', 'paypal', 'success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/s/gymsee/SA2026'));
    expect(calls).toEqual([
      ['paypal_capture', { order_id: 42, token: '5O190127TN364715T' }],
      ['get_order_payed', { order_id: '42', secret: 'sec42' }],
    ]);
  });

  it('success: checks the real state, stores it, goes to the order page of the stored codes', async () => {
    writeStoredOrder(localStorage, order());
    const calls = stubApi({ is_payed: true, status: 'paid' });
    const router = setup('/test_success/42', 'test', 'success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/s/gymsee/SA2026'));
    expect(calls).toEqual([['get_order_payed', { order_id: '42', secret: 'sec42' }]]);
    expect(readStoredOrder(localStorage)).toMatchObject({ paid_status: 'success', is_payed: true });
  });

  it('the URL alone does not make an order paid: a failed payment is stored as failed', async () => {
    writeStoredOrder(localStorage, order());
    stubApi({ is_payed: false, status: 'failed' });
    const router = setup('/test_success/42', 'test', 'success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/s/gymsee/SA2026'));
    expect(readStoredOrder(localStorage)?.paid_status).toBe('failed');
  });

  it('cancel: posts the cancellation first, then stores cancelled', async () => {
    writeStoredOrder(localStorage, order());
    const calls = stubApi({ is_payed: false, status: 'cancelled' });
    const router = setup('/stripe_cancel/42', 'stripe', 'cancel');
    await waitFor(() => expect(router.state.location.pathname).toBe('/s/gymsee/SA2026'));
    // The cancel call names the order and proves it is ours with the stored secret.
    expect(calls).toEqual([
      ['cancel_order', { provider: 'stripe', order_id: 42, secret: 'sec42' }],
      ['get_order_payed', { order_id: '42', secret: 'sec42' }],
    ]);
    expect(readStoredOrder(localStorage)?.paid_status).toBe('cancelled');
  });

  it('without stored data (another browser) the checkout reference of the return URL checks the outcome', async () => {
    const calls = stubApi({ is_payed: true, status: 'paid' });
    setup('/stripe_success/42?session_id=cs_test_abc', 'stripe', 'success');
    await screen.findByText('Vielen Dank für Ihre Bestellung.');
    expect(calls).toEqual([['get_order_payed', { order_id: '42', secret: 'cs_test_abc' }]]);
    expect(screen.getByText('Ist bezahlt')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
  });

  it('without stored data nor a checkout reference nothing is asked: the state is unknown', async () => {
    const calls = stubApi({ is_payed: true, status: 'paid' });
    setup('/test_success/42', 'test', 'success');
    await screen.findByText('Zahlungsstatus unbekannt');
    expect(calls).toEqual([]);
  });

  it.each(['stripe', 'paypal'] as const)(
    '%s cancel without the stored order nor a checkout reference claims nothing was cancelled or charged',
    async (provider) => {
      const calls = stubApi({ is_payed: false, status: 'open' });
      setup(`/${provider}_cancel/42`, provider, 'cancel');
      await screen.findByText(german['order.statusUnknown']);
      expect(screen.getByText(german['order.notStored'])).toBeTruthy();
      expect(screen.queryByText('Ihre Bestellung wurde abgebrochen.')).toBeNull();
      expect(screen.queryByText('Es wurde nichts berechnet.')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Erneut prüfen' })).toBeNull();
      expect(calls).toEqual([]);
    },
  );

  it('paypal cancel of an order that is paid (known by its checkout reference) says it is paid', async () => {
    const calls = stubApi({ is_payed: true, status: 'paid' });
    setup('/paypal_cancel/42?token=5O190127TN364715T', 'paypal', 'cancel');
    await screen.findByText('Vielen Dank für Ihre Bestellung.');
    expect(screen.getByText('Ist bezahlt')).toBeTruthy();
    expect(screen.queryByText('Ihre Bestellung wurde abgebrochen.')).toBeNull();
    expect(calls).toEqual([
      ['cancel_order', { provider: 'paypal', order_id: 42, secret: '5O190127TN364715T' }],
      ['get_order_payed', { order_id: '42', secret: '5O190127TN364715T' }],
    ]);
  });

  it('a broken order id says so', async () => {
    stubApi({ is_payed: false, status: 'open' });
    await act(async () => {
      setup('/test_success/abc', 'test', 'success');
    });
    await screen.findByText('Diese Adresse enthält keine gültige Bestellnummer.');
  });
});
