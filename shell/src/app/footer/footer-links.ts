import type { UserType } from '@xchange/contract';
import { footerAccountTarget } from '../lib/account-target';

export interface FooterLink {
  label: string;
  to: string;
  /** Does nothing on the coming-soon page '/' (docs/product.md §2.1). */
  inertOnRoot?: boolean;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

const shopBy = (label: string): FooterLink => ({ label, to: '/xchangeShop', inertOnRoot: true });

/** The footer's columns; 'My Account' depends on who is signed in. */
export function footerColumns(type: UserType | null): FooterColumn[] {
  return [
    {
      title: 'Company',
      links: [
        { label: 'About Us', to: '/aboutus' },
        { label: 'Careers', to: '/career' },
        { label: 'Contact', to: '/contact' },
        { label: 'Advertise', to: '/advertise' },
      ],
    },
    { title: 'Shop', links: ['By Category', 'By Brand', 'By Seller', 'By Price', 'By Location'].map(shopBy) },
    {
      title: 'Buy & Sell',
      links: [
        { label: 'My Account', to: footerAccountTarget(type) },
        { label: 'Seller Hub', to: '/sellerhubpage' },
        { label: 'Buyer Hub', to: '/buyerhubpage' },
        { label: 'How to Sell', to: '/sell' },
      ],
    },
    {
      title: 'Learn',
      links: [
        { label: 'Service Connect', to: '/service-connect' },
        { label: 'Rent', to: '/rent' },
        { label: 'Lease to Own', to: '/lease' },
        { label: 'Terms', to: '/terms-and-condition' },
        { label: 'Privacy', to: '/privacy' },
      ],
    },
    {
      title: 'Support',
      links: [
        { label: 'Support', to: '/support' },
        { label: 'FAQ', to: '/faq' },
      ],
    },
  ];
}

export interface SocialLink {
  network: string;
  href: string;
  glyph: string;
}

export const socialLinks: readonly SocialLink[] = [
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/the-xchange-marketplace', glyph: 'in' },
  { network: 'Facebook', href: 'https://www.facebook.com/thexchangemarketplace', glyph: 'f' },
  { network: 'X', href: 'https://x.com/thexchangemkt', glyph: '𝕏' },
  { network: 'YouTube', href: 'https://www.youtube.com/@thexchangemarketplace', glyph: '▶' },
];

export const copyright = '© 2026 The Xchange Marketplace. All rights reserved.';
