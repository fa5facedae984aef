import type { PageSection } from '../../lib/page-content';
import { stepLines, stepSummaries } from '../../lib/step-summaries';

const [buySteps, sellSteps] = stepSummaries;

/** The two hub pages of docs/product.md §2.2: hero, call to action, five steps, video and the sections below. */
export interface HubContent {
  title: string;
  metaTitle: string;
  description: string;
  cta: string;
  intro: string;
  steps: string[];
  videoIntro: string;
  sections: PageSection[];
}

export const sellerHub: HubContent = {
  title: 'A Secure Online Portal for Seller',
  metaTitle: 'Seller Hub',
  description: 'Sell new, used and refurbished test, lab and industrial equipment to business buyers on The Xchange Marketplace.',
  cta: 'Start Selling',
  intro:
    'Turn idle instruments into revenue. List your equipment with pictures and video, reach buyers from industry and academia, and handle every order from one seller dashboard.',
  steps: sellSteps.steps.map((s) => s.name),
  videoIntro: 'See in a few seconds how sellers reach buyers on The Xchange.',
  sections: [
    {
      heading: 'Benefits',
      items: [
        'No commission: one annual subscription of USD 999, and every sale is yours.',
        'Listings with a primary photo, six more photos or videos, tags and a discount price.',
        'A dashboard with sales and orders per month, top products and payment status.',
        'Messages with buyers next to each order, with unread alerts.',
      ],
    },
    {
      heading: 'Who should sell',
      items: [
        'Laboratories and universities with surplus or replaced instruments.',
        'Manufacturers and plants upgrading their test lines.',
        'Dealers and refurbishers of test & measurement equipment.',
        'Rental companies retiring equipment from their fleet.',
      ],
    },
    {
      heading: 'Why sell with us',
      paragraphs: [
        'Our buyers come looking for specialised equipment, so your listings are seen by engineers, scientists and procurement teams rather than casual shoppers. You stay in control: you set the price, talk to the buyer and agree payment and delivery directly.',
      ],
    },
    {
      heading: 'How to sell in 5 steps',
      ordered: true,
      items: stepLines(sellSteps),
      links: [{ label: 'Read the full selling guide', to: '/sell' }],
    },
  ],
};

export const buyerHub: HubContent = {
  title: 'A Secure Online Portal for Buyers',
  metaTitle: 'Buyer Hub',
  description: 'Find new, used, ex-demo and refurbished test and lab equipment from trusted sellers on The Xchange Marketplace.',
  cta: 'Start Shopping',
  intro:
    'Find the instrument you need at a fair price. Compare listings from many sellers, keep a watchlist, message sellers directly and follow your orders in one place.',
  steps: buySteps.steps.map((s) => s.name),
  videoIntro: 'See in a few seconds how buyers find equipment on The Xchange.',
  sections: [
    {
      heading: 'Who should buy',
      items: [
        'Research and teaching labs stretching a grant or a department budget.',
        'Manufacturers and test houses adding capacity or replacing a failed unit.',
        'Start-ups equipping their first lab.',
        'Service companies looking for spare instruments and parts.',
      ],
    },
    {
      heading: 'Why buy with us',
      items: [
        'Every listing states its condition: new, used, ex-demonstration or refurbished.',
        'Pictures and videos of the actual unit, not stock photos.',
        'Ask the seller anything before you order, in Messages.',
        'Free for buyers. Payment is arranged with the seller; read how payment works before you pay.',
      ],
    },
    {
      heading: 'How to buy in 5 steps',
      ordered: true,
      items: stepLines(buySteps),
      links: [{ label: 'How payment works', to: '/faq#how-payment-works' }],
    },
  ],
};
