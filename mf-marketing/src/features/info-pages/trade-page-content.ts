import type { InfoPageContent } from './info-page-content';

/** Trading and policy pages of SPEC §2.2, keyed by route path. */
export const tradePages: Record<string, InfoPageContent> = {
  '/rent': {
    title: 'Rent Equipment',
    description: 'Rent test and measurement equipment for a project without the cost of ownership.',
    paragraphs: [
      'Renting gives you the instrument you need for a project, a test campaign or a peak in demand, without buying it.',
      'You pay only for the time you use the equipment, keep capital free for other needs and return it when the job is done.',
    ],
  },
  '/lease': {
    title: 'Lease to Own',
    description: 'Spread the cost of test and lab equipment over monthly payments and own it at the end of the term.',
    paragraphs: [
      'Leasing to own lets you put equipment to work right away and spread its cost over predictable monthly payments.',
      'At the end of the term the equipment is yours, which makes leasing a practical way to finance larger instruments.',
    ],
  },
  '/terms-and-condition': {
    title: 'Terms and Conditions',
    description: 'The rules for using The Xchange Marketplace: eligibility, fees, listings, cancellations and more.',
    paragraphs: [
      'These terms explain who may use The Xchange Marketplace and what buyers and sellers agree to when they trade here.',
      'The Xchange Marketplace is a media and classified-advertising service: it takes no title to the goods listed, and all fees are in US dollars.',
      'The terms cover eligibility, fees, listing and selling, hyperlinks, price manipulation, fraud, cancellations, wanted ads, personal information and non-compliance.',
    ],
  },
  '/privacy': {
    title: 'Privacy Policy and Disclaimer',
    description: 'How The Xchange Marketplace collects, uses and protects your personal information.',
    paragraphs: [
      'We collect only the information needed to run your account and your trades, such as your name, company, contact details and order history.',
      'We never sell your personal data, and you can reach us through our contact form with any question about your information.',
    ],
  },
  '/sell': {
    title: 'How to Sell',
    description: 'Sell your test, measurement and lab equipment on The Xchange Marketplace in a few steps.',
    paragraphs: [
      'Create your seller account, subscribe, and set up your store in minutes.',
      'Upload clear pictures and a short video of each instrument, describe its condition, set your price and publish the listing.',
      'Buyers contact you through the platform, and you agree payment and delivery directly with them.',
    ],
  },
  '/service-connect': {
    title: 'Service Connect',
    description: 'Connect with service providers for calibration, repair and maintenance of your equipment.',
    paragraphs: [
      'Equipment keeps its value when it is calibrated, maintained and repaired by people who know it.',
      'Service Connect brings owners of test and laboratory equipment together with service providers who can keep it running.',
    ],
  },
};
