/** Random, unguessable codes (crypto.randomInt; no ambiguous characters such as 0/O or 1/I). */
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const URL_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function randomCode(length: number, alphabet = ALPHABET): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** Activation code for the card app (40+ bits of entropy, easy to type). */
export const newOnlineCode = () => randomCode(10);
/** Code in the public card-info link (about 140 bits). */
export const newUserCode = () => randomCode(24, URL_ALPHABET);
