import type { InfoPageContent } from '../../lib/page-content';

/** docs/product.md §2.2 FAQ: the five groups, buying in 5 steps and selling in 6. */
export const faqPage: InfoPageContent = {
  title: 'Frequently Asked Questions',
  tagline: 'Quick answers about accounts, buying, selling, payments and security.',
  description: 'FAQ of The Xchange Marketplace: registration, buying in five steps, selling in six steps, payments and security.',
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
    {
      heading: 'Buying in 5 steps',
      ordered: true,
      items: [
        'Sign up as a buyer and verify your email address.',
        'Shop: search The Xchange Shop and filter by brand, condition, seller, price and location.',
        'Buy: add equipment to your cart and place the order with your notes and preferred payment method.',
        'Receive: agree payment and delivery with the seller through Messages and follow the order status.',
        'Use: put the equipment to work, and tell the seller how it went.',
      ],
    },
    {
      heading: 'Selling in 6 steps',
      ordered: true,
      items: [
        'Sign up as a seller and verify your email address.',
        'Pay the annual subscription of USD 999 to activate your store.',
        'Upload pictures and a video of your equipment.',
        'List the product with its description, category, manufacturer and price.',
        'Answer buyer messages and accept orders.',
        'Ship the equipment, mark the order shipped and get paid.',
      ],
    },
    {
      heading: 'Payments and transactions',
      subsections: [
        {
          heading: 'How do I pay for equipment?',
          paragraphs: [
            'Payment is agreed between buyer and seller and takes place outside the platform. The Xchange never holds your money for a purchase.',
          ],
        },
        {
          heading: 'What does it cost?',
          paragraphs: ['Buying is free. Sellers pay one annual subscription of USD 999; all fees are in US dollars.'],
        },
        {
          heading: 'What if something goes wrong?',
          paragraphs: ['We offer dispute resolution for transactions made inside the platform. Contact support with the order number.'],
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
