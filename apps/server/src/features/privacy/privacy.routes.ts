import { privacy } from '@ausweis/shared/contracts/privacy';
import { PRIVACY_TEXTS } from '@ausweis/shared/schemas/privacy';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { tenants } from '../../db/schema/index';
import { requireAccessOf } from '../../http/access';
import { notFound } from '../../http/app-error';
import { MIME, sendDownload } from '../../http/download';
import { endpointRoutes, route } from '../../http/endpoints';
import { lastRetentionRuns } from '../retention/public';
import { processingRecord } from './processing-record';
import { renderProcessingRecord } from './processing-record-pdf';
import { retentionPeriods } from './retention-periods';

async function processingRecordPdf(ctx: AppContext, tenantId: number): Promise<Buffer> {
  const [tenant] = await ctx.db.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) throw notFound(PRIVACY_TEXTS.tenantNotFound);
  return renderProcessingRecord(processingRecord(tenant, ctx.config), new Date());
}

/** A tenant's 'Datenschutz': its Admins and super admins (the ad family, capability privacy.records). */
export const privacyRoutes = endpointRoutes((ctx) => [
  route(privacy.retention, async () => ({
    periods: retentionPeriods(ctx.config),
    runs: await lastRetentionRuns(ctx.db),
  })),
  route(privacy.processingRecord, async ({ input, req, reply }) => {
    const [tenantId] = await requireAccessOf(ctx.db, req, 'tenant', 'read', input.tenant_id);
    const pdf = await processingRecordPdf(ctx, tenantId ?? input.tenant_id);
    return sendDownload(reply, pdf, `${PRIVACY_TEXTS.recordTitle}.pdf`, MIME.pdf);
  }),
]);
