import type { StoreApi } from 'zustand';
import type { CartLineWire } from '../order/cart-sync';
import { orderTotal } from '../order/order-total';
import { productFromWire } from '../product/product';

/** What the cart needs of a product (docs/product.md §3 cart line); the full product type lives with the entities. */
export interface CartProduct {
  id: number;
  productname: string;
  price: number;
  /** '' when there is no discount (docs/product.md §3). */
  discountPrice: number | '';
  sellerid: number;
  description?: string;
  category?: string;
  brand?: string;
  primaryfile?: { url: string; fileType?: string } | null;
  /** Who sells it (present once the line came from the server). */
  seller?: { id: number; firstname: string; lastname: string; company: string };
}

export interface CartLine extends CartProduct {
  quantity: number;
}

export interface CartState {
  lines: CartLine[];
  /** Adds a line with quantity 1, or +1 on an existing line; never replaces the cart. */
  add: (product: CartProduct) => void;
  increment: (id: number) => void;
  /** −1; a line at quantity 1 is removed (docs/product.md §4). */
  decrement: (id: number) => void;
  /** Below 1 removes the line. */
  setQuantity: (id: number, quantity: number) => void;
  remove: (id: number) => void;
  clear: () => void;
}

export type CartStore = StoreApi<CartState>;

/** docs/product.md §9: the cart total is the order total of its lines. */
export const cartTotal = (lines: readonly CartLine[]): number => orderTotal(lines);
/** localStorage key of the shell's cart. */
export const cartKey = 'cart';

/** A stored cart line with the product's domain names (docs/glossary.md). */
export const cartLineFromWire = ({ quantity, ...product }: CartLineWire) => ({ ...productFromWire(product), quantity });
