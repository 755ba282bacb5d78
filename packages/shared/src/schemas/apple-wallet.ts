/** Apple's pass web service (contracts/apple-wallet.ts): the bodies and answers Apple Wallet sends and reads. */
import { z } from 'zod';
import { CardAppRequest } from './card-app';

/** The holder's three codes: the pass download proves the holder like every card app call. */
export const ApplePassRequest = CardAppRequest.omit({ known_hash: true });
export type ApplePassRequest = z.input<typeof ApplePassRequest>;

const id = z.string().min(1).max(200);

export const AppleDevicePassParams = z.object({
  device_id: id,
  pass_type_id: id,
  serial_number: id,
});

export const AppleDeviceParams = z.object({ device_id: id, pass_type_id: id });

export const ApplePassParams = z.object({ pass_type_id: id, serial_number: id });

export const AppleRegistration = z.object({ pushToken: z.string().min(1).max(500) });

export const AppleUpdatedQuery = z.object({ passesUpdatedSince: z.string().max(50).optional() });

export const AppleSerials = z.object({ serialNumbers: z.array(z.string()), lastUpdated: z.string() });
export type AppleSerials = z.infer<typeof AppleSerials>;

export const AppleLog = z.object({ logs: z.array(z.string().max(4000)).max(100) });
