/**
 * The document's tags in reading order, one per domain module (the `tags` its routes pass to endpointRoute); the
 * docs test fails when an operation has no tag or one missing here.
 */
export const openApiTags = [
  { name: 'auth', description: 'Sign-up, email verification, sign-in, sign-out and passwords of buyers, sellers and admins.' },
  { name: 'profile', description: "The signed-in user's own profile and picture." },
  { name: 'shop', description: 'The public catalog: search and filters, one listing, similar listings, compare, sitemap.' },
  { name: 'specifications', description: "Each category's specification fields (kept by admins) and listings' calibration certificates." },
  { name: 'wishlist', description: "The buyer's watchlist." },
  { name: 'cart', description: "The buyer's stored cart." },
  { name: 'orders', description: "Placing the cart as orders, and the buyer's orders." },
  {
    name: 'offers',
    description: 'Offers and quote requests on a listing: the buyer offers, the seller answers, an agreed offer becomes an order.',
  },
  {
    name: 'reviews',
    description: 'Verified reviews: a buyer reviews the seller of a completed order, the seller replies, reports reach the admins.',
  },
  { name: 'storefront', description: "A seller's public storefront: its facts, rating and reviews." },
  {
    name: 'saved searches',
    description: "A buyer's saved shop views and their alert mails (frequency, watchlist price drops), and the mails' unsubscribe links.",
  },
  { name: 'notifications', description: "The header bell's entries of a buyer or seller: new matches, price drops, orders, reviews." },
  { name: 'messages', description: 'The message thread of each order between its buyer and seller, and the live event stream.' },
  { name: 'seller products', description: "A seller's own listings and their photos, videos and certificates." },
  { name: 'seller orders', description: "The orders of a seller's listings and their status." },
  { name: 'seller dashboard', description: "A seller's sales figures and top products." },
  {
    name: 'api keys',
    description: "A seller's API keys for its own inventory system: created with scopes, shown once, revoked at once.",
  },
  {
    name: 'listing sync',
    description: "A seller's listings kept in step by SKU: create or update one, read those changed since a time (session or API key).",
  },
  { name: 'exports', description: "A seller's own listings and orders in a date range as CSV or Excel files (session or API key)." },
  {
    name: 'listing import',
    description:
      "A seller's listings from a CSV or Excel sheet: the template, a preview of every row's errors, the import job and its result.",
  },
  { name: 'subscription', description: "The seller's annual subscription and listing credits, and the payment provider's calls." },
  { name: 'accounts', description: 'Admin: buyer and seller accounts, and switching a seller on or off.' },
  { name: 'brands', description: 'Admin: the brands (manufacturers) listings name.' },
  { name: 'categories', description: 'Admin: the categories (types of instrument) listings name.' },
  { name: 'promotions', description: 'Admin: promotions shown in the shop.' },
  { name: 'adverts', description: 'Adverts: listed in the shop, kept by admins.' },
  { name: 'audit', description: 'Admin: the record of admin actions.' },
  { name: 'contact', description: 'Messages to the support team.' },
  { name: 'lease', description: 'Lease-to-own applications.' },
  { name: 'newsletter', description: 'Launch news sign-up.' },
  { name: 'system', description: 'Liveness, readiness and place look-ups.' },
] as const;
