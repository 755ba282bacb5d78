/**
 * The edit action of an order row (docs/product.md#screens 'Liste Bestellungen'): selects the row's tenant in the
 * session, as the tenant list's star does, then opens card-edit with the order id and archive flag. The
 * payment run orders ('Rechnungsläufe') use it too.
 */
import type { OrderListRow } from '@ausweis/shared/schemas/dashboard';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { selectTenant } from '../../lib/session';
import { setSession } from '../../lib/session-store';

/** What an order row must tell about itself and its tenant. */
export type OrderRef = Pick<
  OrderListRow,
  'id' | 'tenant_id' | 'tenant_name' | 'tenant_name2' | 'tenant_city' | 'short_code' | 'tenant_is_test'
>;

export const orderCardPath = (id: number, archive: boolean) => `/admin/card/${id}/${archive}`;

export function useOpenOrder() {
  const navigate = useNavigate();
  return useCallback(
    (row: OrderRef, archive: boolean) => {
      setSession((s) =>
        selectTenant(s, {
          id: row.tenant_id,
          name: row.tenant_name,
          name2: row.tenant_name2,
          city: row.tenant_city,
          short_code: row.short_code,
          is_test: row.tenant_is_test,
          // A super admin acts in any tenant with full rights.
          user_group: 'Admin',
        }),
      );
      navigate(orderCardPath(row.id, archive));
    },
    [navigate],
  );
}
