/** A logged-in super admin may order a test card and mark it paid without payment. */
import { can } from '@ausweis/shared/permissions';
import type { SuperAdminOrderFlags } from '@ausweis/shared/schemas/order-form';
import { useState } from 'react';
import { subjectOf } from '../../lib/session';
import { useSession } from '../../lib/session-store';

export const NO_FLAGS: SuperAdminOrderFlags = { is_test: false, is_payed: false };

export function useAdminFlags() {
  const isSuperAdmin = can(subjectOf(useSession()), 'orders.manage');
  const [flags, setFlags] = useState<SuperAdminOrderFlags>(NO_FLAGS);
  return { isSuperAdmin, flags, setFlags };
}

export type AdminFlags = ReturnType<typeof useAdminFlags>;
