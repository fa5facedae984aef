import type { ComponentType } from 'react';
import { RemoteRoutes, lazyPage } from '@xchange/remote-kit';
import { ShopPage } from '../features/catalog/components/shop-page';
import { ReleaseMark } from './release-mark';

// The catalog does without the listing page's code (the quick-view dialog loads its details lazily too).
const ProductPage = lazyPage('product-page', () => import('../features/product-detail/components/product-page').then((m) => m.ProductPage));
const ComparePage = lazyPage('compare-page', () => import('../features/compare/components/compare-page').then((m) => m.ComparePage));
const StorefrontPage = lazyPage('storefront-page', () =>
  import('../features/storefront/components/storefront-page').then((m) => m.StorefrontPage),
);

/** A page for every route the contract gives to the shop remote. */
export const pages: Record<string, ComponentType> = {
  '/xchangeShop': ShopPage,
  '/product': ProductPage,
  '/compare': ComparePage,
  '/seller': StorefrontPage,
};

export function App() {
  return (
    <>
      <RemoteRoutes remote="shop" pages={pages} />
      <ReleaseMark />
    </>
  );
}
