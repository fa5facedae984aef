import type { ComponentType } from 'react';
import { RemoteRoutes } from '@xchange/remote-kit';
import { ComingSoonPage } from '../features/coming-soon/components/coming-soon-page';
import { ContactPage, ContactUsPage } from '../features/contact/components/contact-pages';
import { HomePage } from '../features/home/components/home-page';
import { infoPages } from '../features/info-pages/info-pages';
import { BuyerHubPage, SellerHubPage } from '../features/hubs/components/hub-page';
import { LeasePage } from '../features/lease/components/lease-page';
import { lazyPage } from './lazy-page';

const LoginPage = lazyPage(() => import('./login-page').then((m) => m.LoginPage));
const VerificationPage = lazyPage(() => import('../features/verification/components/verification-page').then((m) => m.VerificationPage));
const StripePage = lazyPage(() => import('../features/subscription/components/stripe-page').then((m) => m.StripePage));

/** A page for every route the contract gives to the marketing remote. */
export const pages: Record<string, ComponentType> = {
  '/': ComingSoonPage,
  '/home': HomePage,
  ...infoPages,
  '/contact': ContactPage,
  '/contactus': ContactUsPage,
  '/lease': LeasePage,
  '/sellerhubpage': SellerHubPage,
  '/buyerhubpage': BuyerHubPage,
  '/loginpage': LoginPage,
  '/verification': VerificationPage,
  '/stripe': StripePage,
};

export function App() {
  return <RemoteRoutes remote="marketing" pages={pages} />;
}
