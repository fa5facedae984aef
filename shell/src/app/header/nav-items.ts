/** Header navigation entries (docs/product.md §2.1, §3 navigation entry). */
export interface NavItem {
  id: string;
  name: string;
  link: string;
}

export const navItems: readonly NavItem[] = [
  { id: 'home', name: 'Home', link: '/home' },
  { id: 'shop', name: 'The Xchange Shop', link: '/xchangeShop' },
  { id: 'seller-hub', name: 'Seller Hub', link: '/sellerhubpage' },
  { id: 'buyer-hub', name: 'Buyer Hub', link: '/buyerhubpage' },
];
