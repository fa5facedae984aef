const site = 'The Xchange Marketplace';

// Titles the shell sets on navigation; a remote may set a more precise one once mounted.
const titles: Record<string, string> = {
  '/home': 'Home',
  '/aboutus': 'About Us',
  '/support': 'Support',
  '/advertise': 'Advertise with Us',
  '/rent': 'Rent',
  '/lease': 'Lease to Own',
  '/faq': 'FAQ',
  '/terms-and-condition': 'Terms and Conditions',
  '/career': 'Careers',
  '/contact': 'Contact Us',
  '/contactus': 'Contact Us',
  '/privacy': 'Privacy Policy',
  '/sell': 'How to Sell',
  '/service-connect': 'Service Connect',
  '/sellerhubpage': 'Seller Hub',
  '/buyerhubpage': 'Buyer Hub',
  '/loginpage': 'Login or Join Us',
  '/verification': 'Verification',
  '/stripe': 'Annual Subscription',
  '/xchangeShop': 'The Xchange Shop',
  '/product': 'Product',
  '/myacc': 'My Account',
  '/msg': 'Messages',
  '/buyerpayment': 'Payments',
  '/buyerorder': 'Orders',
  '/watchlist': 'Watchlist',
  '/cart': 'Cart',
  '/ordersummary': 'Order Summary',
  '/buyerorderhistory': 'Order History',
  '/sellerhub': 'My Account',
  '/myaccount': 'My Account',
  '/profile': 'Subscription',
  '/payments': 'Payments',
  '/overview': 'Overview',
  '/messages': 'Messages',
  '/order': 'Orders in Progress',
  '/completedorder': 'Completed Orders',
  '/shipped': 'Shipped Orders',
  '/canceled': 'Cancelled Orders',
  '/products': 'Recent Products',
  '/allproducts': 'All Products',
  '/addproduct': 'Add a Product',
  '/editproduct': 'Edit Product',
  '/admin-login': 'Admin Login',
  '/admin-buyer': 'Buyers',
  '/admin-seller': 'Sellers',
  '/admin-profile': 'Admin Profile',
  '/admin-seller-promotion': 'Active Promotions',
  '/admin-upcoming-seller-promotion': 'Upcoming Promotions',
  '/admin-advertisement': 'Advertisements',
  '/admin-brands': 'Brands',
  '/admin-category': 'Categories',
};

/** The document title for a route of the table (its `path`), or for the 404 page when none. */
export function pageTitle(routePath: string | null): string {
  if (routePath === null) return `Page not found | ${site}`;
  const page = titles[routePath];
  return page ? `${page} | ${site}` : site;
}
