import type { InfoPageContent } from '../../lib/page-content';

/** Trading pages of docs/product.md §2.2 (Lease to Own lives in the lease feature), keyed by route path. */
export const tradePages: Record<string, InfoPageContent> = {
  '/rent': {
    title: 'Rent Equipment',
    tagline: 'The instrument you need for as long as you need it, without buying it.',
    description: 'Rent test, measurement and lab equipment for a project or a peak in demand, with no ownership and no capital outlay.',
    intro: [
      'Renting gives you temporary use of an instrument for a project, a test campaign, a customer audit or a peak in demand. You never own the equipment: when the job is done, it goes back to its owner.',
    ],
    sections: [
      {
        heading: 'How renting works',
        ordered: true,
        items: [
          'Find the equipment in The Xchange Shop and message the seller to ask whether it can be rented.',
          'Agree the rental period, the price, delivery and the condition on return directly with the seller.',
          'Use the instrument for your project, then return it as agreed.',
        ],
      },
      {
        heading: 'Benefits of renting',
        items: [
          'No capital outlay: rental is an operating cost, so budgets stay free for other needs.',
          'The right model for each job, including high-end instruments you would not buy for one project.',
          'No storage, depreciation or resale to worry about afterwards.',
          'Try before you buy: rent a model first and buy it later if it proves itself.',
        ],
      },
      {
        heading: 'Renting or leasing?',
        paragraphs: [
          'Rent for short, temporary needs. If you will use the equipment for years and want to own it at the end, look at Lease to Own instead.',
        ],
      },
    ],
  },
  '/sell': {
    title: 'How to Sell',
    tagline: 'Turn idle instruments into revenue in four steps.',
    description:
      'How to sell test, measurement and lab equipment on The Xchange Marketplace: create a store, upload pictures and video, list products.',
    intro: [
      'Selling on The Xchange costs one annual subscription of USD 999. There is no commission on your sales: buyers pay you directly.',
    ],
    sections: [
      {
        heading: 'Sell in four steps',
        ordered: true,
        items: [
          'Create your store: sign up as a seller, verify your email with the 4-digit code and pay the annual subscription.',
          'Upload pictures: one primary photo and up to six more, showing the front panel, connectors, labels and any wear.',
          'Upload a video: a short clip of the instrument powering up or measuring builds trust faster than any text.',
          'List your product: add name, description, category, manufacturer, price and an optional discount price, then publish.',
        ],
      },
      {
        heading: 'Tips for a listing that sells',
        items: [
          'State the condition honestly: new, used, ex-demonstration or refurbished.',
          'Give the model number and the options installed in the description.',
          'Mention calibration dates and included accessories.',
          'Answer buyer messages quickly; fast replies win orders.',
        ],
      },
    ],
  },
  '/service-connect': {
    title: 'Service Connect',
    tagline: 'Find the people who calibrate, repair and maintain your equipment.',
    description: 'Service Connect: a directory of calibration, repair, maintenance and installation providers for test and lab equipment.',
    intro: [
      'Equipment keeps its value when it is calibrated, maintained and repaired by people who know it. Service Connect is our directory of service providers for laboratory, industrial and test & measurement equipment.',
    ],
    sections: [
      {
        heading: 'What the directory lists',
        items: [
          'Calibration laboratories, with the instrument types and standards they work to.',
          'Repair workshops for electronic test equipment, lab instruments and industrial machinery.',
          'Preventive maintenance contracts for plants and laboratories.',
          'Installation, relocation and decommissioning specialists.',
        ],
      },
      {
        heading: 'How to use it',
        ordered: true,
        items: [
          'Search by service, equipment type or manufacturer, and by region.',
          'Compare providers by the services they offer and where they work.',
          'Contact the provider directly; the agreement and payment are between you and them.',
        ],
      },
      {
        heading: 'For service providers',
        paragraphs: [
          'Calibration labs, repair shops and field-service companies can be listed in Service Connect. Send us your company name, services, regions and accreditations through the contact form and our team will get in touch.',
        ],
      },
    ],
  },
};
