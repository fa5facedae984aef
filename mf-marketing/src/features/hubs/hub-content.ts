/** The two hub pages of SPEC §2.2: hero, call to action and the five steps. */
export interface HubContent {
  title: string;
  metaTitle: string;
  description: string;
  cta: string;
  intro: string;
  steps: string[];
}

export const sellerHub: HubContent = {
  title: 'A Secure Online Portal for Seller',
  metaTitle: 'Seller Hub',
  description: 'Sell new, used and refurbished test, lab and industrial equipment to business buyers on The Xchange Marketplace.',
  cta: 'Start Selling',
  intro:
    'Turn idle instruments into revenue. List your equipment with pictures and video, reach buyers from industry and academia, and handle every order from one seller dashboard.',
  steps: ['Sign up', 'List equipment', 'Sell equipment', 'Ship equipment', 'Get paid'],
};

export const buyerHub: HubContent = {
  title: 'A Secure Online Portal for Buyers',
  metaTitle: 'Buyer Hub',
  description: 'Find new, used, ex-demo and refurbished test and lab equipment from trusted sellers on The Xchange Marketplace.',
  cta: 'Start Shopping',
  intro:
    'Find the instrument you need at a fair price. Compare listings from many sellers, keep a watchlist, message sellers directly and follow your orders in one place.',
  steps: ['Sign up', 'Shop', 'Buy', 'Receive', 'Use'],
};
