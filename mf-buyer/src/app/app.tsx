import type { ComponentType } from 'react';
import { RemoteRoutes } from '@xchange/remote-kit';
import { MyAccountPage } from '../features/account/components/my-account-page';
import { WatchlistPage } from '../features/watchlist/components/watchlist-page';
import { CurrentOrdersPage } from '../features/orders/components/current-orders-page';
import { OrderHistoryPage } from '../features/orders/components/order-history-page';
import { PaymentsPage } from '../features/payments/components/payments-page';
import { MessagesPage } from '../features/messages/components/messages-page';
import { CartPage } from '../features/cart/components/cart-page';
import { OrderSummaryPage } from '../features/cart/components/order-summary-page';
import { OffersPage } from '../features/offers/components/offers-page';
import { SavedSearchesPage } from '../features/saved-searches/components/saved-searches-page';
import { BuyerLayout } from './layout/buyer-layout';

/** A page for every route the contract gives to the buyer remote. */
export const pages: Record<string, ComponentType> = {
  '/myacc': MyAccountPage,
  '/msg': MessagesPage,
  '/buyerpayment': PaymentsPage,
  '/buyerorder': CurrentOrdersPage,
  '/watchlist': WatchlistPage,
  '/cart': CartPage,
  '/ordersummary': OrderSummaryPage,
  '/buyerorderhistory': OrderHistoryPage,
  '/buyeroffers': OffersPage,
  '/buyersavedsearches': SavedSearchesPage,
};

export function App() {
  return <RemoteRoutes remote="buyer" pages={pages} Layout={BuyerLayout} />;
}
