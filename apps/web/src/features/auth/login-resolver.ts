/** The login form's zod resolver (loaded lazily by LoginPage, with zod and the auth schemas). */
import { LoginRequest } from '@ausweis/shared/schemas/auth';
import { zodResolver } from '../../lib/zod-german';

export const loginResolver = zodResolver(LoginRequest);
