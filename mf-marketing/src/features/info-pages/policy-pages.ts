import type { InfoPageContent } from '../../lib/page-content';
import { faqPage } from './faq-page';
import { termsPage } from './terms-page';

/** Policy and help pages of docs/product.md §2.2, keyed by route path. */
export const policyPages: Record<string, InfoPageContent> = {
  '/faq': faqPage,
  '/terms-and-condition': termsPage,
  '/privacy': {
    title: 'Privacy Policy and Disclaimer',
    tagline: 'What we collect, why, and what we are not responsible for.',
    description: 'How The Xchange Marketplace collects, uses and protects personal information, and the disclaimer for listings.',
    intro: ['This policy explains what personal information The Xchange Marketplace collects, how we use it and the choices you have.'],
    sections: [
      {
        heading: 'Information we collect',
        items: [
          'Account details: name, company, email address, phone number and address.',
          'Trading records: your listings, orders, watchlist and messages with other users.',
          'Payment records for seller subscriptions; card details are handled by our payment provider and never stored by us.',
        ],
      },
      {
        heading: 'How we use it',
        items: [
          'To run your account and show your listings and orders to the people you trade with.',
          'To send verification codes, order messages and service emails.',
          'To prevent fraud and to look into a problem reported with an order.',
        ],
        paragraphs: ['We never sell your personal information. Payment records are kept for up to 3 years.'],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can update your profile at any time from My Account. To ask for a copy of your data or its deletion, write to us through our contact form.',
        ],
        links: [{ label: 'Open the contact form', to: '/contactus' }],
      },
      {
        heading: 'Disclaimer',
        paragraphs: [
          'The Xchange Marketplace is a media and classified-advertising service. We take no title to the goods listed and do not inspect them; sellers are responsible for the accuracy of their listings, and buyers and sellers agree payment and delivery between themselves.',
        ],
      },
    ],
  },
};
