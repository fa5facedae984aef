import type { PersistOptions, PersistStorage, StorageValue } from 'zustand/middleware';
import { cartKey } from '@xchange/contract/core';
import type { CartLine, CartState } from '@xchange/contract';

type PersistedCart = { lines: CartLine[] };

/** Version 0: a bare array of lines under the wire's names; 1: `{ lines }` under the domain names (docs/glossary.md). */
export const cartVersion = 1;

type LegacyLine = Omit<CartLine, 'discountPrice' | 'category' | 'brand'> & {
  discountprice?: number | '';
  sellinginstrument?: string;
  manufacturer?: string;
};

/** A version-0 line with the product's domain names, so no buyer loses a cart across the rename. */
export const lineFromVersion0 = ({ discountprice, sellinginstrument, manufacturer, ...rest }: LegacyLine): CartLine => ({
  ...rest,
  discountPrice: discountprice ?? '',
  ...(sellinginstrument === undefined ? {} : { category: sellinginstrument }),
  ...(manufacturer === undefined ? {} : { brand: manufacturer }),
});

const isLine = (l: unknown): l is CartLine =>
  typeof l === 'object' && l !== null && typeof (l as CartLine).id === 'number' && (l as CartLine).quantity >= 1;

/** localStorage with version 0's bare array read as the state it was. */
function cartStorage(storage: Storage): PersistStorage<PersistedCart> {
  return {
    getItem: (name) => {
      try {
        const value: unknown = JSON.parse(storage.getItem(name) ?? 'null');
        if (Array.isArray(value)) return { state: { lines: value as CartLine[] }, version: 0 };
        return value && typeof value === 'object' ? (value as StorageValue<PersistedCart>) : null;
      } catch {
        return null;
      }
    },
    setItem: (name, value) => storage.setItem(name, JSON.stringify(value)),
    removeItem: (name) => storage.removeItem(name),
  };
}

/** How the shell's cart is kept in localStorage `cart` (docs/product.md §4). */
export function cartPersistOptions(storage: Storage): PersistOptions<CartState, PersistedCart> {
  return {
    name: cartKey,
    version: cartVersion,
    storage: cartStorage(storage),
    partialize: ({ lines }) => ({ lines }),
    migrate: (persisted, version) => {
      const lines = (persisted as Partial<PersistedCart> | undefined)?.lines;
      if (!Array.isArray(lines)) return { lines: [] };
      return { lines: version === 0 ? (lines as unknown as LegacyLine[]).filter(isLine).map(lineFromVersion0) : lines };
    },
    merge: (persisted, current) => {
      const lines = (persisted as Partial<PersistedCart> | undefined)?.lines;
      return { ...current, lines: Array.isArray(lines) ? lines.filter(isLine) : [] };
    },
  };
}
