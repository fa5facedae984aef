// XCHANGE_COMPOSITION=static (the front-end benchmark's one-app build): each remote's lifecycles imported directly.
import type { RemoteName } from '@xchange/contract';
import type { Lifecycles } from './lifecycles';

export const appLoaders: Record<RemoteName, () => Promise<Lifecycles>> = {
  marketing: () => import(/* webpackChunkName: "marketing" */ 'marketing/app'),
  shop: () => import(/* webpackChunkName: "shop" */ 'shop/app'),
  buyer: () => import(/* webpackChunkName: "buyer" */ 'buyer/app'),
  seller: () => import(/* webpackChunkName: "seller" */ 'seller/app'),
  admin: () => import(/* webpackChunkName: "admin" */ 'admin/app'),
};
