import { InfoPage } from '../../../lib/info-page';
import type { InfoPageContent } from '../../../lib/page-content';
import { ContactForm } from './contact-form';

const include = {
  heading: 'What to include',
  items: [
    'For an order: the order number and the product name.',
    'For a listing: the product name and your seller account email.',
    'For advertising or partnerships: your organisation and the audience you want to reach.',
  ],
};

const contact: InfoPageContent = {
  title: 'Contact Us',
  tagline: 'Questions about an account, a listing or an order? Write to us.',
  description: 'Send The Xchange Marketplace team a message about accounts, listings, orders, advertising or partnerships.',
  intro: [
    'Fill in your name, your email address and your message. A member of our team replies by email, Monday to Friday, 9:00 AM to 6:00 PM (UTC-5).',
  ],
  sections: [
    include,
    {
      heading: 'Need help right away?',
      paragraphs: ['Many answers are already in our FAQ.'],
      links: [{ label: 'Read the FAQ', to: '/faq' }],
    },
  ],
};

const contactUs: InfoPageContent = {
  title: 'Send Us a Message',
  tagline: 'Our team reads every message and replies by email.',
  description: 'The contact form of The Xchange Marketplace: write to our team about privacy, your data, your account or an order.',
  intro: [
    'Questions about your personal data, a privacy request, your account or an order: write to us here and we reply within one business day.',
  ],
  sections: [
    include,
    {
      heading: 'Our privacy policy',
      paragraphs: ['How we handle your information is explained in our Privacy Policy.'],
      links: [{ label: 'Privacy Policy', to: '/privacy' }],
    },
  ],
};

/** /contact (docs/product.md §2.2): the contact form with how to reach us. */
export const ContactPage = () => (
  <InfoPage content={contact}>
    <ContactForm />
  </InfoPage>
);

/** /contactus: the contact form the privacy page links to. */
export const ContactUsPage = () => (
  <InfoPage content={contactUs}>
    <ContactForm />
  </InfoPage>
);
