/** POST own profile (docs/product.md#screens 'Mein Profil'): name, salutation and e-mail of the logged-in user. */
import type { SaveOwnProfileRequest, SaveUserResponse } from '@ausweis/shared/schemas/users';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/app-error';
import type { AuthUser } from '../../http/request-context';
import { uniqueConflict } from '../../http/unique-conflicts';
import { applyAccountChange } from './account-change';

/** POST own profile: name, salutation and e-mail; group, disabled and notify stay as they are. */
export const OWN_EMAIL_NEEDS_PASSWORD =
  'Bitte bestätigen Sie die Änderung Ihrer E-Mail-Adresse mit Ihrem aktuellen Passwort.';

export async function saveOwnProfile(
  ctx: AppContext,
  actor: AuthUser,
  req: z.output<typeof SaveOwnProfileRequest>,
): Promise<SaveUserResponse> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, actor.id));
      if (!user) throw notFound('Benutzer nicht gefunden.');
      if (
        req.email !== user.email &&
        !(await ctx.passwords.verify(req.current_password ?? '', user.password_hash))
      ) {
        throw badRequest(OWN_EMAIL_NEEDS_PASSWORD, 'current_password');
      }
      const result = await applyAccountChange(
        ctx,
        tx,
        user,
        { ...req, disabled: user.disabled },
        {
          tellOwner: false,
        },
      );
      return { id: user.id, attached_existing: false, ...result };
    });
  } catch (err) {
    throw uniqueConflict(err) ?? err;
  }
}
