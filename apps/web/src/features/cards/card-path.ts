/** The details route of a card (docs/product.md#screens card-edit: /admin/card/{id}/{fromArchive}). */
export const cardPath = (id: number, archive: boolean) => `/admin/card/${id}/${archive}`;

/** The list route ('Liste Ausweise'). */
export const CARD_LIST_PATH = '/admin/card';

/** The card list's address parameter naming a dashboard tile whose filters it opens with. */
export const CARD_PRESET_PARAM = 'preset';
