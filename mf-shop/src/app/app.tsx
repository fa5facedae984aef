import type { ComponentType } from 'react';
import { RemoteRoutes } from '@xchange/remote-kit';
import { ShopPage } from '../features/catalog/components/shop-page';
import { ProductPage } from '../features/product-detail/components/product-page';
import { ReleaseMark } from './release-mark';

/** A page for every route the contract gives to the shop remote. */
export const pages: Record<string, ComponentType> = {
  '/xchangeShop': ShopPage,
  '/product': ProductPage,
};

export function App() {
  return (
    <>
      <RemoteRoutes remote="shop" pages={pages} />
      <ReleaseMark />
    </>
  );
}
