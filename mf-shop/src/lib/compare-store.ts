import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { compareLimit, compareStorageKey } from '@xchange/contract/listings';

export interface CompareItem {
  id: number;
  name: string;
}

interface CompareState {
  items: CompareItem[];
  /** Adds or removes a listing; answers false when adding would pass the limit (nothing changes). */
  toggle: (item: CompareItem) => boolean;
  remove: (id: number) => void;
  /** Keeps only these listings, in this order (the compare page's address wins over the session). */
  keep: (ids: number[]) => void;
  clear: () => void;
}

/** docs/product.md §2.10: the listings chosen for comparison, at most 4, kept for the tab's session. */
export const useCompareStore = create<CompareState>()(
  persist(
    (set, get) => ({
      items: [],
      toggle: (item) => {
        const { items } = get();
        if (items.some((i) => i.id === item.id)) {
          set({ items: items.filter((i) => i.id !== item.id) });
          return true;
        }
        if (items.length >= compareLimit) return false;
        set({ items: [...items, item] });
        return true;
      },
      remove: (id) => set({ items: get().items.filter((i) => i.id !== id) }),
      keep: (ids) => set({ items: ids.map((id) => get().items.find((i) => i.id === id) ?? { id, name: `Listing ${id}` }) }),
      clear: () => set({ items: [] }),
    }),
    { name: compareStorageKey, storage: createJSONStorage(() => sessionStorage) },
  ),
);
