import type { InfoPageContent } from '../../lib/page-content';

/** docs/product.md §2.2 and §9: the 11 numbered sections of the terms, with their constants. */
export const termsPage: InfoPageContent = {
  title: 'Terms and Conditions',
  tagline: 'The rules every buyer and seller agrees to.',
  description:
    'Terms and conditions of The Xchange Marketplace: eligibility, fees, listings, cancellations, wanted ads and personal information.',
  intro: [
    'By creating an account or using The Xchange Marketplace you accept these terms. The Xchange Marketplace is a media and classified-advertising service: it takes no title to the goods listed.',
  ],
  sections: [
    {
      heading: '1. Eligibility',
      paragraphs: [
        'You must be able to enter legally binding contracts. Minors may not use the service. Accounts are personal to the business or person who registered them.',
      ],
    },
    {
      heading: '2. Fees',
      paragraphs: [
        'Sellers pay an annual subscription of USD 999. Buying is free. All fees are in US dollars and are shown before you pay.',
      ],
    },
    {
      heading: '3. Listing and selling',
      paragraphs: [
        'Listings must describe real equipment that you are entitled to sell, with its true condition, accurate pictures and a price in US dollars. You are responsible for your listings and for delivering what you sold.',
      ],
    },
    {
      heading: '4. Hyperlinks',
      paragraphs: [
        'Links to other websites in listings and messages are not allowed. Hyperlinks are reserved for sponsors and advertisers who have agreed them with us.',
      ],
    },
    {
      heading: '5. Price manipulation',
      paragraphs: [
        'Price manipulation is prohibited, including fake offers, coordinated pricing between sellers and listing equipment you do not intend to sell in order to influence prices.',
      ],
    },
    {
      heading: '6. Fraud',
      paragraphs: [
        'Any attempt to deceive other users, such as fake listings, false identities or payment fraud, leads to immediate termination and may be reported to the authorities.',
      ],
    },
    {
      heading: '7. Cancellations',
      paragraphs: [
        'A listing fee credit is given only for cancellation requests made within 24 hours of posting. After that, cancelled listings are not credited.',
      ],
    },
    {
      heading: '8. Wanted ads',
      paragraphs: [
        'Wanted ads must be non-commercial and relevant: a genuine request for equipment of the kinds traded here, not an advertisement for your own products or services.',
      ],
    },
    {
      heading: '9. Personal information',
      paragraphs: [
        'We handle personal information as described in our Privacy Policy. Copies of payment records are kept for up to 3 years.',
      ],
    },
    {
      heading: '10. Non-compliance',
      paragraphs: ['If you breach these terms we may warn you, suspend your account or terminate it, and remove your listings.'],
    },
    {
      heading: '11. Other terms',
      paragraphs: [
        'Notices to you are sent by email and are deemed given 24 hours after sending; notices by mail are deemed given 3 days after posting. Payment and delivery are arranged between buyer and seller: we hold no money, offer no escrow and cannot refund a payment made to a seller. We may update these terms and will tell registered users by email.',
      ],
    },
  ],
};
