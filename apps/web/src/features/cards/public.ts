/** What other features use of the cards: the list's address and its dashboard presets. */

export { CARD_LIST_PATH, CARD_PRESET_PARAM } from './card-path';
