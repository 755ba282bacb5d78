/** The school's overview on the dashboard: counts of the selected tenant (t family, every member). */
import { defineEndpoints } from '../endpoint';
import { TenantOverview } from '../schemas/tenant-overview';

export const tenantOverview = defineEndpoints('tenantOverview', {
  get: {
    method: 'GET',
    path: '/a/t/overview',
    response: TenantOverview,
    summary:
      "Counts of the tenant's cards to validate, expiring within 93 days and ordered this week (as the card list counts them), and of families' order links not ordered yet.",
  },
});
