/** Addresses come from place autocomplete and may run past the 50-character text limit. */
export const addressMaxLength = 200;
/** The seller's preferred shipping method is a sentence or two, shown to buyers on every order. */
export const preferredShippingMaxLength = 200;
/** docs/product.md §9: the picked picture is uploaded after this delay. */
export const profilePictureDelayMs = 2000;
