import type { InfoPageContent } from '../../lib/page-content';
import { stepLines, stepSummaries } from '../../lib/step-summaries';

const [buySteps, sellSteps] = stepSummaries;

/** docs/product.md §2.2 FAQ: the five groups, buying and selling in the home page's five steps, how payment works. */
export const faqPage: InfoPageContent = {
  title: 'Frequently Asked Questions',
  tagline: 'Quick answers about accounts, buying, selling, how payment works and security.',
  description: 'FAQ of The Xchange Marketplace: registration, buying and selling in five steps, how payment works, security.',
  intro: [],
  sections: [
    {
      heading: 'Account and registration',
      subsections: [
        {
          heading: 'Who can register?',
          paragraphs: [
            'Any business, institution or professional able to enter a binding contract. Choose Buyer or Seller when you sign up.',
          ],
        },
        {
          heading: 'How do I verify my account?',
          paragraphs: [
            'We email you a 4-digit code after sign-up. Enter it on the verification page; the code is valid for 10 minutes and you can ask for a new one.',
          ],
        },
        {
          heading: 'I forgot my password. What now?',
          paragraphs: ['Use Forgot Password on the login page. We email a code that lets you set a new password.'],
        },
      ],
    },
    { heading: 'Buying in 5 steps', ordered: true, items: stepLines(buySteps) },
    { heading: 'Selling in 5 steps', ordered: true, items: stepLines(sellSteps) },
    {
      id: 'how-payment-works', // the product page links to /faq#how-payment-works
      heading: 'How payment works',
      paragraphs: [
        'Payment and delivery are arranged directly between buyer and seller. The Xchange is a listing and messaging service: it is not a party to the sale.',
      ],
      subsections: [
        {
          heading: 'What The Xchange does',
          items: [
            'Lists only sellers who have verified their email address and pay the annual subscription of USD 999.',
            'Keeps the record of every order, its current status and the messages exchanged about it.',
            'Can deactivate a seller whose listings or conduct break our terms; report a problem to support with the order number.',
          ],
        },
        {
          heading: 'What The Xchange does not do',
          items: [
            'It never holds your money: there is no escrow.',
            'It does not guarantee a sale, the equipment or its delivery, and it cannot refund a payment made to a seller.',
          ],
        },
        {
          heading: 'Before you pay a large sum',
          items: [
            'Confirm who the seller is: the person’s name, the company and its registered address.',
            'Ask in writing for evidence of the equipment’s calibration and condition: certificates, test reports, photos of the actual unit.',
            'Pay by a traceable means (a bank transfer or a card) to an account in the seller’s company name, never in cash or to a private account.',
            'Agree inspection on arrival and the terms for a return in the order’s messages, so both sides have them in writing.',
          ],
        },
        {
          heading: 'What does it cost?',
          paragraphs: ['Buying is free. Sellers pay one annual subscription of USD 999; all fees are in US dollars.'],
        },
      ],
    },
    {
      heading: 'Security and privacy',
      subsections: [
        {
          heading: 'How is my account protected?',
          paragraphs: [
            'Passwords are stored only as strong hashes, sign-in attempts are limited, and changing your password signs out every other session.',
          ],
        },
        {
          heading: 'Who sees my details?',
          paragraphs: [
            'Only the people you trade with see the contact details needed for an order. We never sell personal information; see our Privacy Policy.',
          ],
        },
      ],
    },
  ],
};
