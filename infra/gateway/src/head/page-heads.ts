/** A page's title (before " | The Xchange Marketplace") and meta description. */
export interface PageHead {
  title: string;
  description: string;
}

export const siteName = 'The Xchange Marketplace';

/**
 * The title and description each public page's remote sets once mounted (its `usePageMeta`), written into the HTML
 * itself so search engines and link previews read them before any script runs (docs/architecture.md §4.1).
 */
export const pageHeads: Readonly<Record<string, PageHead>> = {
  '/': {
    title: 'Coming Soon',
    description: 'The Xchange Marketplace for lab, industrial and test equipment launches in Summer 2024. Sign up for launch news.',
  },
  '/home': {
    title: 'Home',
    description: 'Buy and sell new, used, ex-demo and refurbished lab, industrial and test & measurement equipment.',
  },
  '/aboutus': {
    title: 'About Us',
    description: 'The story, commitment and vision behind The Xchange Marketplace for test, lab and industrial equipment.',
  },
  '/support': {
    title: 'Support',
    description: 'Get help with your Xchange account, listings and orders: contact details, support hours and how to report an issue.',
  },
  '/career': {
    title: 'Career Opportunities',
    description: 'Join the team behind The Xchange Marketplace: sales manager, webstore expert and ecommerce manager roles.',
  },
  '/advertise': {
    title: 'Advertise with Us',
    description: 'Top 10 reasons to advertise on The Xchange Marketplace and reach engineers, lab managers and procurement teams.',
  },
  '/faq': {
    title: 'Frequently Asked Questions',
    description: 'FAQ of The Xchange Marketplace: registration, buying and selling in five steps, how payment works, security.',
  },
  '/terms-and-condition': {
    title: 'Terms and Conditions',
    description:
      'Terms and conditions of The Xchange Marketplace: eligibility, fees, listings, cancellations, wanted ads and personal information.',
  },
  '/privacy': {
    title: 'Privacy Policy and Disclaimer',
    description: 'How The Xchange Marketplace collects, uses and protects personal information, and the disclaimer for listings.',
  },
  '/rent': {
    title: 'Rent Equipment',
    description: 'Rent test, measurement and lab equipment for a project or a peak in demand, with no ownership and no capital outlay.',
  },
  '/lease': {
    title: 'Lease to Own',
    description:
      'Lease to own test, lab and industrial equipment: predictable monthly payments, a monthly payment calculator and a quick application.',
  },
  '/sell': {
    title: 'How to Sell',
    description:
      'How to sell test, measurement and lab equipment on The Xchange Marketplace: create a store, upload pictures and video, list products.',
  },
  '/service-connect': {
    title: 'Service Connect',
    description: 'Service Connect: a directory of calibration, repair, maintenance and installation providers for test and lab equipment.',
  },
  '/contact': {
    title: 'Contact Us',
    description: 'Send The Xchange Marketplace team a message about accounts, listings, orders, advertising or partnerships.',
  },
  '/contactus': {
    title: 'Send Us a Message',
    description: 'The contact form of The Xchange Marketplace: write to our team about privacy, your data, your account or an order.',
  },
  '/sellerhubpage': {
    title: 'Seller Hub',
    description: 'Sell new, used and refurbished test, lab and industrial equipment to business buyers on The Xchange Marketplace.',
  },
  '/buyerhubpage': {
    title: 'Buyer Hub',
    description: 'Find new, used, ex-demo and refurbished test and lab equipment from trusted sellers on The Xchange Marketplace.',
  },
  '/loginpage': {
    title: 'Login or Sign Up',
    description: 'Sign in to your Xchange account or create a new buyer or seller account.',
  },
  '/verification': {
    title: 'Verify Your Email',
    description: 'Confirm your new Xchange account with the 4-digit code sent to your email address.',
  },
  '/unsubscribe': {
    title: 'Unsubscribe from Alert Mails',
    description: 'Stop the alert mails of one saved search or of price drops on your watchlist.',
  },
  '/stripe': {
    title: 'Annual Subscription',
    description: 'Seller subscription to The Xchange Marketplace: $999 per year, paid securely by card.',
  },
  '/xchangeShop': {
    title: 'The Xchange Shop',
    description: 'Shop new, used, ex-demo and refurbished lab, industrial and test & measurement equipment from many sellers.',
  },
  '/compare': {
    title: 'Compare equipment',
    description: 'Up to four listings side by side: price, condition, grade, specifications, calibration and terms.',
  },
};

/** What mf-shop's listing page says when the listing is unknown or hidden. */
export const listingNotFoundHead: PageHead = {
  title: 'Listing not found',
  description: 'This listing is no longer for sale in The Xchange Shop.',
};

/** The head of a page path ('/faq/' is '/faq'), or undefined for a page that keeps the shell's own. */
export const pageHeadFor = (pathname: string): PageHead | undefined => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(pageHeads, path) ? pageHeads[path] : undefined;
};
