import type { ComponentType } from 'react';
import { RemoteRoutes, lazyPage } from '@xchange/remote-kit';
import { HomePage } from '../features/home/components/home-page';
import { infoPages } from '../features/info-pages/info-pages';
import { BuyerHubPage, SellerHubPage } from '../features/hubs/components/hub-page';

// Every page with a form loads its code when first opened: the form library and the schemas stay off /home.
const ComingSoonPage = lazyPage('coming-soon-page', () =>
  import('../features/coming-soon/components/coming-soon-page').then((m) => m.ComingSoonPage),
);
const ContactPage = lazyPage('contact-page', () => import('../features/contact/components/contact-pages').then((m) => m.ContactPage));
const ContactUsPage = lazyPage('contact-us-page', () =>
  import('../features/contact/components/contact-pages').then((m) => m.ContactUsPage),
);
const LeasePage = lazyPage('lease-page', () => import('../features/lease/components/lease-page').then((m) => m.LeasePage));
const LoginPage = lazyPage('login-page', () => import('./login-page').then((m) => m.LoginPage));
const VerificationPage = lazyPage('verification-page', () =>
  import('../features/verification/components/verification-page').then((m) => m.VerificationPage),
);
const StripePage = lazyPage('stripe-page', () => import('../features/subscription/components/stripe-page').then((m) => m.StripePage));
const UnsubscribePage = lazyPage('unsubscribe-page', () =>
  import('../features/unsubscribe/components/unsubscribe-page').then((m) => m.UnsubscribePage),
);

/**
 * The pages of text, pictures and links: the gateway draws their first view (src/server.ts). The others have a form
 * (or are the pre-launch page) and are drawn by the browser only, so a field is never on screen before its code.
 */
export const drawnPages: Record<string, ComponentType> = {
  '/home': HomePage,
  ...infoPages,
  '/sellerhubpage': SellerHubPage,
  '/buyerhubpage': BuyerHubPage,
};

/** A page for every route the contract gives to the marketing remote. */
export const pages: Record<string, ComponentType> = {
  ...drawnPages,
  '/': ComingSoonPage,
  '/contact': ContactPage,
  '/contactus': ContactUsPage,
  '/lease': LeasePage,
  '/loginpage': LoginPage,
  '/verification': VerificationPage,
  '/stripe': StripePage,
  '/unsubscribe': UnsubscribePage,
};

export function App() {
  return <RemoteRoutes remote="marketing" pages={pages} />;
}
