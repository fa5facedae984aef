/** Who may open a route: anyone, only one signed-in type, or visitors and buyers (the cart). */
export type RouteAccess = 'public' | 'buyer' | 'seller' | 'admin' | 'guest-or-buyer';
export type RemoteName = 'marketing' | 'shop' | 'buyer' | 'seller' | 'admin';
export type RouteMatch = 'exact' | 'prefix';

export interface RouteEntry {
  path: string;
  remote: RemoteName;
  access: RouteAccess;
  match: RouteMatch;
  /** Header navigation entry marked current on this route (docs/product.md §2.1). */
  nav?: string;
}

export const remoteNames: readonly RemoteName[] = ['marketing', 'shop', 'buyer', 'seller', 'admin'];

const r = (path: string, remote: RemoteName, access: RouteAccess, match: RouteMatch = 'exact', nav?: string): RouteEntry =>
  nav ? { path, remote, access, match, nav } : { path, remote, access, match };

/** docs/product.md §2: every route of the site, the remote that owns it and who may open it. */
export const routeTable: readonly RouteEntry[] = [
  // §2.2 public and marketing
  r('/', 'marketing', 'public'),
  r('/home', 'marketing', 'public', 'exact', '/home'),
  r('/aboutus', 'marketing', 'public'),
  r('/support', 'marketing', 'public'),
  r('/advertise', 'marketing', 'public'),
  r('/rent', 'marketing', 'public'),
  r('/lease', 'marketing', 'public'),
  r('/faq', 'marketing', 'public'),
  r('/terms-and-condition', 'marketing', 'public'),
  r('/career', 'marketing', 'public'),
  r('/contact', 'marketing', 'public'),
  r('/contactus', 'marketing', 'public'),
  r('/privacy', 'marketing', 'public'),
  r('/sell', 'marketing', 'public'),
  r('/service-connect', 'marketing', 'public'),
  r('/sellerhubpage', 'marketing', 'public', 'exact', '/sellerhubpage'),
  r('/buyerhubpage', 'marketing', 'public', 'exact', '/buyerhubpage'),
  // §2.3 login, sign-up, verification, subscription
  r('/loginpage', 'marketing', 'public'),
  r('/verification', 'marketing', 'public'),
  r('/stripe', 'marketing', 'public'),
  r('/unsubscribe', 'marketing', 'public'),
  // §2.4 shop
  r('/xchangeShop', 'shop', 'public', 'exact', '/xchangeShop'),
  r('/product', 'shop', 'public', 'prefix', '/xchangeShop'),
  // §2.10 compare
  r('/compare', 'shop', 'public', 'exact', '/xchangeShop'),
  // §2.13 seller storefronts
  r('/seller', 'shop', 'public', 'prefix', '/xchangeShop'),
  // §2.5 buyer (the cart is open to visitors too, §2.8)
  r('/myacc', 'buyer', 'buyer'),
  r('/msg', 'buyer', 'buyer'),
  r('/buyerpayment', 'buyer', 'buyer'),
  r('/buyerorder', 'buyer', 'buyer'),
  r('/watchlist', 'buyer', 'buyer'),
  r('/cart', 'buyer', 'guest-or-buyer'),
  r('/ordersummary', 'buyer', 'buyer'),
  r('/buyerorderhistory', 'buyer', 'buyer'),
  r('/buyeroffers', 'buyer', 'buyer'),
  // §2.14 saved searches and alert mails' unsubscribe
  r('/buyersavedsearches', 'buyer', 'buyer'),
  // §2.6 seller
  r('/sellerhub', 'seller', 'seller'),
  r('/myaccount', 'seller', 'seller'),
  r('/profile', 'seller', 'seller'),
  r('/payments', 'seller', 'seller'),
  r('/overview', 'seller', 'seller'),
  r('/messages', 'seller', 'seller'),
  r('/order', 'seller', 'seller'),
  r('/completedorder', 'seller', 'seller'),
  r('/shipped', 'seller', 'seller'),
  r('/canceled', 'seller', 'seller'),
  r('/products', 'seller', 'seller'),
  r('/allproducts', 'seller', 'seller'),
  r('/addproduct', 'seller', 'seller'),
  r('/editproduct', 'seller', 'seller', 'prefix'),
  r('/selleroffers', 'seller', 'seller'),
  r('/apikeys', 'seller', 'seller'),
  r('/importlistings', 'seller', 'seller'),
  r('/sellerreviews', 'seller', 'seller'),
  // §2.7 admin (exact)
  r('/admin-login', 'admin', 'public'),
  r('/admin-buyer', 'admin', 'admin'),
  r('/admin-seller', 'admin', 'admin'),
  r('/admin-profile', 'admin', 'admin'),
  r('/admin-seller-promotion', 'admin', 'admin'),
  r('/admin-upcoming-seller-promotion', 'admin', 'admin'),
  r('/admin-advertisement', 'admin', 'admin'),
  r('/admin-brands', 'admin', 'admin'),
  r('/admin-category', 'admin', 'admin'),
  // §2.9 specification fields per category
  r('/admin-specifications', 'admin', 'admin'),
  r('/admin-audit-log', 'admin', 'admin'),
  r('/admin-reviews', 'admin', 'admin'),
];

/** Strips one trailing slash so '/home/' and '/home' are the same route. */
export const normalizePath = (pathname: string): string =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;

/** The route that owns a pathname, or undefined (the shell's 404 page). */
export function matchRoute(pathname: string, table: readonly RouteEntry[] = routeTable): RouteEntry | undefined {
  const path = normalizePath(pathname);
  return table.find((e) => (e.match === 'exact' ? path === e.path : path === e.path || path.startsWith(`${e.path}/`)));
}

/** Routes a remote owns, for its own router and for single-spa activity. */
export const routesOf = (remote: RemoteName, table: readonly RouteEntry[] = routeTable): RouteEntry[] =>
  table.filter((e) => e.remote === remote);
