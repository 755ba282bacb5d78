import { API } from '@ausweis/shared/api-paths';
import { RegistrationRow } from '@ausweis/shared/schemas/dashboard';
import { desc, eq } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registrations } from '../../db/schema/index';
import type { FeatureRoutes } from '../../http/families';

/** Open registrations are few; the dashboard shows at most this many. */
const NEW_REGISTRATIONS_MAX = 200;

export const registrationsRoutes: FeatureRoutes = {
  sad(app, ctx) {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        `/api${API.registrations.findNew}`,
        { schema: { response: { 200: z.array(RegistrationRow) } } },
        async () => {
          const rows = await ctx.db
            .select()
            .from(registrations)
            .where(eq(registrations.status, 'new'))
            .orderBy(desc(registrations.id))
            .limit(NEW_REGISTRATIONS_MAX);
          return rows.map(({ street, ...r }) => ({ ...r, Street: street }));
        },
      );
  },
};
