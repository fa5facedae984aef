/** docs/product.md §3 Review: title, text, name, star rating (static). Six testimonials, shown as 2 slides of 3 cards. */
export interface Review {
  title: string;
  text: string;
  name: string;
  stars: 1 | 2 | 3 | 4 | 5;
}

export const reviews: readonly Review[] = [
  {
    title: 'A spectrum analyser at half the price',
    text: 'We found an ex-demo analyser with the exact options our RF lab needed. The seller answered every question in the messages within a day.',
    name: 'Dr. Priya Nair, RF Lab Lead',
    stars: 5,
  },
  {
    title: 'Our storeroom became revenue',
    text: 'Twelve idle oscilloscopes and power supplies were listed in an afternoon and sold within six weeks to buyers we would never have reached.',
    name: 'Marcus Feld, Operations Manager',
    stars: 5,
  },
  {
    title: 'Clear condition, no surprises',
    text: 'Every listing says whether the unit is new, used, ex-demo or refurbished, and the videos show it running. What arrived matched the listing.',
    name: 'Elena Petrova, Procurement Officer',
    stars: 4,
  },
  {
    title: 'Built for university budgets',
    text: 'Our teaching lab needed eight centrifuges. Comparing refurbished units from several sellers saved us enough to add a spare.',
    name: 'Prof. Samuel Okafor, Chemistry Department',
    stars: 5,
  },
  {
    title: 'One fee, no commission',
    text: 'As a small dealer I like knowing the cost up front. The yearly subscription paid for itself with the first two sales.',
    name: 'Grace Liu, Test Equipment Dealer',
    stars: 5,
  },
  {
    title: 'Messaging kept everything in one place',
    text: 'Questions, shipping details and the order status all sit next to the order, so my team always knows where a purchase stands.',
    name: 'Tom Becker, Plant Maintenance Lead',
    stars: 4,
  },
];

export const cardsPerSlide = 3;
