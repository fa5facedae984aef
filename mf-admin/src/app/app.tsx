import type { ComponentType } from 'react';
import { RemoteRoutes } from '@xchange/remote-kit';
import { AdminLoginPage } from '../features/login/components/admin-login-page';
import { BuyersPage, SellersPage } from '../features/users/components/user-pages';
import { AdminProfilePage } from '../features/profile/components/admin-profile-page';
import { ActivePromotionsPage, UpcomingPromotionsPage } from '../features/promotions/components/promotion-pages';
import { AdvertisementsPage } from '../features/advertisements/components/advertisements-page';
import { BrandsPage, CategoriesPage } from '../features/catalog/components/catalog-pages';
import { AuditLogPage } from '../features/audit/components/audit-log-page';
import { SpecificationsPage } from '../features/specifications/components/specifications-page';
import { ReviewsPage } from '../features/reviews/components/reviews-page';
import { AdminLayout } from './layout/admin-layout';

/** A page for every route the contract gives to the admin remote. */
export const pages: Record<string, ComponentType> = {
  '/admin-login': AdminLoginPage,
  '/admin-buyer': BuyersPage,
  '/admin-seller': SellersPage,
  '/admin-profile': AdminProfilePage,
  '/admin-seller-promotion': ActivePromotionsPage,
  '/admin-upcoming-seller-promotion': UpcomingPromotionsPage,
  '/admin-advertisement': AdvertisementsPage,
  '/admin-brands': BrandsPage,
  '/admin-category': CategoriesPage,
  '/admin-audit-log': AuditLogPage,
  '/admin-specifications': SpecificationsPage,
  '/admin-reviews': ReviewsPage,
};

export function App() {
  return <RemoteRoutes remote="admin" pages={pages} Layout={AdminLayout} />;
}
