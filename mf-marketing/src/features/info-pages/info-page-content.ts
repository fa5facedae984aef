/** What a static marketing page says: its banner, its meta description and a few paragraphs. */
export interface InfoPageContent {
  title: string;
  description: string;
  paragraphs: string[];
}

/** Company and help pages of SPEC §2.2, keyed by route path. */
export const companyPages: Record<string, InfoPageContent> = {
  '/aboutus': {
    title: 'About Us',
    description: 'The story, commitment and vision behind The Xchange Marketplace for test, lab and industrial equipment.',
    paragraphs: [
      'The Xchange Marketplace started with a simple observation: good test, measurement and laboratory equipment often sits unused while another lab or plant is searching for exactly that instrument.',
      'We are committed to making it easy and safe to trade new, used, ex-demonstration and refurbished equipment between businesses and institutions.',
      'Our vision is a marketplace where every working instrument finds its next owner, saving budgets and keeping equipment out of landfill.',
    ],
  },
  '/support': {
    title: 'Support',
    description: 'Get help with your Xchange account, listings and orders: support hours and how to report an issue.',
    paragraphs: [
      'Our support team is available Monday to Friday, 9:00 AM to 6:00 PM (UTC-5).',
      'When you report an issue, include your username and registered email, a short description of what happened, any order or transaction IDs, and screenshots if you have them.',
      'Many common questions about accounts, buying and selling are already answered in our FAQ.',
    ],
  },
  '/contact': {
    title: 'Contact Us',
    description: 'How to reach The Xchange Marketplace team about accounts, listings, orders and partnerships.',
    paragraphs: [
      'Questions about an account, a listing or an order? Our team answers Monday to Friday, 9:00 AM to 6:00 PM (UTC-5).',
      'For partnership and advertising enquiries, tell us about your organisation and the equipment you work with, and the right person will get back to you.',
    ],
  },
  '/contactus': {
    title: 'Send Us a Message',
    description: 'Write to The Xchange Marketplace team with your name, email address and your question.',
    paragraphs: [
      'Send us your name, email address and a short message, and a member of our team will reply by email.',
      'If your message is about an order, mention the order number so we can help you faster.',
    ],
  },
  '/faq': {
    title: 'Frequently Asked Questions',
    description: 'Answers about registration, buying, selling, payments and security on The Xchange Marketplace.',
    paragraphs: [
      'Find answers about creating an account, buying equipment in five steps and selling equipment in six steps.',
      'We also explain how payments and transactions work between buyers and sellers, and how we protect your account and personal data.',
    ],
  },
  '/career': {
    title: 'Career Opportunities',
    description: 'Join the team behind The Xchange Marketplace: sales, webstore and ecommerce roles.',
    paragraphs: [
      'We are a small team building a better way to trade test, measurement and laboratory equipment, and we are hiring.',
      'Open roles include a sales manager, a webstore expert and an ecommerce manager, each with clear responsibilities and room to grow.',
      'Our working hours are 8:30 to 5:30 EST.',
    ],
  },
  '/advertise': {
    title: 'Advertise with Us',
    description: 'Reach engineers, lab managers and procurement teams by advertising on The Xchange Marketplace.',
    paragraphs: [
      'Our visitors are engineers, scientists, lab managers and buyers looking for specialised equipment, which makes them a focused audience for your brand.',
      'Adverts appear beside the products in The Xchange Shop and can show an image or a short video that links to your own site.',
    ],
  },
};
