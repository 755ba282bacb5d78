/** The signed-in devices of the own account: one per sign-in that has not ended (docs/product.md#behaviour). */
import { z } from 'zod';

export const StaffSession = z.object({
  id: z.string(),
  /** Browser and system ('Chrome unter Windows'). */
  device: z.string(),
  /** The network of the address it signed in from ('192.0.2.0/24'). */
  ip_prefix: z.string(),
  sign_in_method: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The session of this request. */
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof StaffSession>;

export const StaffSessionList = z.object({ sessions: z.array(StaffSession) });
export type StaffSessionList = z.infer<typeof StaffSessionList>;

export const EndSessionRequest = z.object({ session_id: z.string().min(1).max(64) });
export type EndSessionRequest = z.input<typeof EndSessionRequest>;
