import type { InfoPageContent } from '../../lib/page-content';

const reportIssue = [
  'Your username and the email address registered with your account.',
  'A short description of the problem: what you did, what you expected and what happened instead.',
  'Any order numbers or transaction IDs involved.',
  'Screenshots of error messages or of the page where the problem appeared.',
];

/** Company and help pages of docs/product.md §2.2, keyed by route path. */
export const companyPages: Record<string, InfoPageContent> = {
  '/aboutus': {
    title: 'About Us',
    tagline: 'A resale platform for the instruments that keep labs, plants and test benches running.',
    description: 'The story, commitment and vision behind The Xchange Marketplace for test, lab and industrial equipment.',
    intro: [
      'The Xchange Marketplace is a business-to-business marketplace for new, used, ex-demonstration and refurbished laboratory, industrial, scientific and test & measurement equipment.',
    ],
    sections: [
      {
        heading: 'Our story',
        paragraphs: [
          'Good instruments outlive the projects they were bought for. Spectrum analysers, oscilloscopes, centrifuges and power supplies end up in storerooms while another team, often in a university department or a small manufacturer, is searching for exactly that model and cannot afford it new.',
          'We built The Xchange to connect those two sides. Sellers list equipment with pictures and video, buyers compare offers from many sellers, and both talk directly through the platform.',
        ],
      },
      {
        heading: 'Our commitment',
        paragraphs: [
          'We are a media and classified-advertising service: we never take title to the goods listed, and payment and delivery are agreed between buyer and seller. What we do take on is making that meeting safe and clear.',
        ],
        items: [
          'Verified accounts: every buyer and seller confirms their email address before trading.',
          'Honest listings: condition is always stated as new, used, ex-demonstration or refurbished.',
          'A record of every order, its status and its messages, and the power to deactivate a seller who breaks our terms.',
          'Simple pricing: sellers pay one annual subscription of USD 999, and buyers pay nothing to use the site.',
        ],
        links: [{ label: 'How payment works', to: '/faq#how-payment-works' }],
      },
      {
        heading: 'Our vision',
        paragraphs: [
          'We want every working instrument to find its next owner. Reuse stretches research and production budgets, opens high-end equipment to underserved industrial and academic sectors, and keeps electronics out of landfill.',
        ],
      },
    ],
  },
  '/support': {
    title: 'Support',
    tagline: 'Help with your account, your listings and your orders.',
    description: 'Get help with your Xchange account, listings and orders: contact details, support hours and how to report an issue.',
    intro: ['Our support team answers questions from buyers and sellers about accounts, listings, orders, messages and payments.'],
    sections: [
      {
        heading: 'Contact details',
        items: [
          'Email: support@thexchangemarketplace.com',
          'Contact form: send us a message from the Contact Us page and we reply by email.',
          'Support hours: Monday to Friday, 9:00 AM to 6:00 PM (UTC-5).',
        ],
        paragraphs: ['Messages that arrive outside support hours are answered on the next business day.'],
        links: [{ label: 'Send us a message', to: '/contactus' }],
      },
      {
        heading: 'Before you write',
        paragraphs: [
          'Many questions about registration, buying, selling, payments and security are answered in our FAQ. Sellers will also find a step-by-step guide on the How to Sell page.',
        ],
        links: [
          { label: 'Read the FAQ', to: '/faq' },
          { label: 'How to Sell', to: '/sell' },
        ],
      },
      { heading: 'Reporting an issue', paragraphs: ['To help us solve a problem quickly, please include:'], items: reportIssue },
    ],
  },
  '/career': {
    title: 'Career Opportunities',
    tagline: 'Help engineers and scientists find the equipment they need.',
    description: 'Join the team behind The Xchange Marketplace: sales manager, webstore expert and ecommerce manager roles.',
    intro: [
      'We are a small team building a better way to trade test, measurement and laboratory equipment. Our working hours are 8:30 to 5:30 EST, Monday to Friday. To apply, send your CV and a short note through our contact form, naming the role.',
    ],
    sections: [
      {
        heading: 'Open roles',
        subsections: [
          {
            heading: 'Sales Manager',
            paragraphs: [
              'Qualifications: three or more years of B2B sales, ideally of test, lab or industrial equipment; confident on the phone and in writing; comfortable with a CRM.',
            ],
            items: [
              'Win new sellers and advertisers among dealers, labs and manufacturers.',
              'Look after key accounts and their renewals.',
              'Report pipeline and results every week.',
            ],
          },
          {
            heading: 'Webstore Expert',
            paragraphs: [
              'Qualifications: hands-on experience running online stores; an eye for product photography and clear descriptions; basic image and video editing.',
            ],
            items: [
              'Help sellers set up their stores and list their first products.',
              'Review listings for accurate condition, pictures and pricing.',
              'Write guides that make selling on The Xchange easier.',
            ],
          },
          {
            heading: 'Ecommerce Manager',
            paragraphs: [
              'Qualifications: experience managing an online marketplace or store; fluent with analytics, search and email marketing; structured and data-driven.',
            ],
            items: [
              'Own the shop experience from search to order.',
              'Plan promotions and featured products with sellers.',
              'Measure conversion and run improvements with the product team.',
            ],
          },
        ],
      },
      {
        heading: 'How to apply',
        paragraphs: ['Send your CV and a few lines about why the role suits you, naming the role in your message.'],
        links: [{ label: 'Apply through the contact form', to: '/contact' }],
      },
    ],
  },
  '/advertise': {
    title: 'Advertise with Us',
    tagline: 'Put your brand in front of people who buy specialised equipment.',
    description: 'Top 10 reasons to advertise on The Xchange Marketplace and reach engineers, lab managers and procurement teams.',
    intro: [
      'Adverts appear beside the products in The Xchange Shop as an image or a short video, and link straight to your own site. Contact us to plan a campaign.',
    ],
    sections: [
      {
        heading: 'Top 10 reasons to advertise with us',
        ordered: true,
        items: [
          'A focused audience: engineers, scientists, technicians and lab managers.',
          'Buyers arrive with intent: they are looking for equipment, not browsing news.',
          'Procurement teams from industry and academia compare offers here.',
          'Video adverts show your instruments working, not just a logo.',
          'Your advert sits beside relevant products in the shop.',
          'Every advert links directly to your own website.',
          'Campaigns can run for a launch, a trade show or a whole year.',
          'Sellers on the platform can combine adverts with featured products.',
          'Clear pricing in US dollars with no hidden fees.',
          'Our team helps you prepare the image or video and choose the right timing.',
        ],
      },
      {
        heading: 'Plan your campaign',
        paragraphs: ['Tell us about your products, your audience and your dates, and we will propose placements and timing.'],
        links: [{ label: 'Contact our advertising team', to: '/contact' }],
      },
    ],
  },
};
