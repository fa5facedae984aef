import type { ComponentType } from 'react';
import { RemoteRoutes } from '@xchange/remote-kit';
import { OverviewPage } from '../features/overview/components/overview-page';
import { AddProductPage, AllProductsPage, EditProductPage, RecentProductsPage } from '../features/products/components/product-pages';
import {
  CancelledOrdersPage,
  CompletedOrdersPage,
  InProgressOrdersPage,
  ShippedOrdersPage,
} from '../features/orders/components/order-pages';
import { MessagesPage } from '../features/messages/components/messages-page';
import { OffersPage } from '../features/offers/components/offers-page';
import { PaymentsPage } from '../features/payments/components/payments-page';
import { MyAccountPage, SellerHubPage, SubscriptionPage } from '../features/account/components/account-pages';
import { ApiKeysPage } from '../features/api-keys/components/api-keys-page';
import { ImportListingsPage } from '../features/imports/components/import-listings-page';
import { ReviewsPage } from '../features/reviews/components/reviews-page';
import { SellerLayout } from './layout/seller-layout';

/** A page for every route the contract gives to the seller remote. */
export const pages: Record<string, ComponentType> = {
  '/sellerhub': SellerHubPage,
  '/myaccount': MyAccountPage,
  '/profile': SubscriptionPage,
  '/payments': PaymentsPage,
  '/overview': OverviewPage,
  '/messages': MessagesPage,
  '/order': InProgressOrdersPage,
  '/completedorder': CompletedOrdersPage,
  '/shipped': ShippedOrdersPage,
  '/canceled': CancelledOrdersPage,
  '/products': RecentProductsPage,
  '/allproducts': AllProductsPage,
  '/addproduct': AddProductPage,
  '/editproduct': EditProductPage,
  '/selleroffers': OffersPage,
  '/apikeys': ApiKeysPage,
  '/importlistings': ImportListingsPage,
  '/sellerreviews': ReviewsPage,
};

export function App() {
  return <RemoteRoutes remote="seller" pages={pages} Layout={SellerLayout} />;
}
