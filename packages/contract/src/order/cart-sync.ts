import * as v from 'valibot';
import { idField, intField } from '../common/number';
import { productSchema } from '../product/product-schema';

/** Most lines one cart may hold; a larger merge keeps the first ones. */
export const maxCartLines = 100;

/** One line of the buyer's stored cart as the client sends it: product id and quantity (at least 1). */
export const cartSyncLineSchema = v.object({ id: idField, quantity: intField(1) });

/** PUT cart (replace the stored cart) and POST cart/merge (add the local cart at login) body. */
export const cartSyncSchema = v.object({ lines: v.pipe(v.array(cartSyncLineSchema), v.maxLength(maxCartLines)) });
export type CartSyncInput = v.InferInput<typeof cartSyncSchema>;
export type CartSync = v.InferOutput<typeof cartSyncSchema>;

/** The stored cart: products (as the shop shows them) with `quantity`; listings that left the shop are dropped. */
export const cartLinesResponseSchema = v.array(v.object({ ...productSchema.entries, quantity: v.number() }));
export type CartLinesResponse = v.InferOutput<typeof cartLinesResponseSchema>;
export type CartLineWire = CartLinesResponse[number];
