/**
 * `npm run card-key`: writes a new signing key for the cards' QR codes into CARD_KEYS_DIR (default
 * DATA_DIR/card-keys). After a restart it signs new codes; the older keys stay published and keep
 * verifying the codes already on cards (platform/card-keys.ts says how to retire one).
 */
import { cardKeysDirOf } from '../../config';
import { createCardKey } from '../../platform/card-keys';

const dir = cardKeysDirOf(process.env);
const kid = createCardKey(dir);
console.log(
  `Neuer Signaturschlüssel ${kid} in ${dir}. Nach einem Neustart signiert er neue QR-Codes; die bisherigen Schlüssel prüfen weiter.`,
);
