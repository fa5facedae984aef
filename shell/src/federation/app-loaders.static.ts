// XCHANGE_COMPOSITION=static (the front-end benchmark's one-app build): each remote's lifecycles imported directly.
import type { RemoteName } from '@xchange/contract';
import type { Lifecycles } from './lifecycles';

export const appLoaders: Record<RemoteName, () => Promise<Lifecycles>> = {
  marketing: () => import('marketing/app'),
  shop: () => import('shop/app'),
  buyer: () => import('buyer/app'),
  seller: () => import('seller/app'),
  admin: () => import('admin/app'),
};
