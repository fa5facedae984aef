import type { InfoPageContent } from '../../lib/page-content';

/** docs/product.md §2.2 Lease to Own: the financing explanation around the calculator and the application. */
export const leaseContent: InfoPageContent = {
  title: 'Lease to Own',
  tagline: 'Put the equipment to work now, spread its cost, own it at the end.',
  description:
    'Lease to own test, lab and industrial equipment: predictable monthly payments, a monthly payment calculator and a quick application.',
  intro: [
    'A lease to own spreads the price of an instrument over fixed monthly payments. You use the equipment from day one, and when the last payment (and any residual value agreed at the start) is made, it is yours.',
  ],
  sections: [
    {
      heading: 'How the financing works',
      ordered: true,
      items: [
        'Choose the equipment in The Xchange Shop and agree the price with the seller.',
        'Estimate your monthly payment with the calculator: price, term, yearly rate and residual value.',
        'Apply with GET APPROVED! Our leasing team contacts you within one business day.',
        'Once approved, the seller is paid, the equipment is delivered and your monthly payments start.',
        'At the end of the term, pay the residual value (if any) and the equipment is yours.',
      ],
    },
    {
      heading: 'Why lease to own',
      items: [
        'Keep cash and credit lines free for staff, materials and projects.',
        'Predictable payments that fit an annual budget.',
        'Terms from 12 to 60 months to match how long you will use the equipment.',
        'A lower residual value gives lower monthly payments with a final buy-out.',
      ],
    },
    {
      heading: 'What the calculator shows',
      paragraphs: [
        'The estimate treats the price less the present value of the residual as a loan repaid in equal monthly payments at the yearly rate you enter. Your final offer depends on approval and may differ.',
      ],
    },
  ],
};
