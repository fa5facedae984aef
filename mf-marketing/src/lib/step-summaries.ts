/** docs/product.md §2.2: the Buy and Sell steps, the same five each on the home page, the FAQ and the hubs. */
export const stepSummaries = [
  {
    title: 'Buy in five steps',
    steps: [
      { name: 'Sign up', text: 'Create a free buyer account and verify your email.' },
      { name: 'Shop', text: 'Search and filter listings by brand, condition, seller, price and location.' },
      { name: 'Buy', text: 'Add equipment to your cart and place your order.' },
      { name: 'Receive', text: 'Agree payment and delivery with the seller through Messages.' },
      { name: 'Use', text: 'Put the equipment to work in your lab or plant.' },
    ],
  },
  {
    title: 'Sell in five steps',
    steps: [
      { name: 'Sign up', text: 'Create a seller account and activate your annual subscription.' },
      { name: 'List equipment', text: 'Add pictures, a video, a description and your price.' },
      { name: 'Sell equipment', text: 'Answer buyer messages and accept orders.' },
      { name: 'Ship equipment', text: 'Send the equipment and mark the order shipped.' },
      { name: 'Get paid', text: 'Receive payment directly from the buyer, with no commission.' },
    ],
  },
] as const;

export type StepSummary = (typeof stepSummaries)[number];

/** The steps as the FAQ and hub lists print them: 'Sign up: Create a free buyer account…'. */
export const stepLines = (summary: StepSummary): string[] => summary.steps.map((s) => `${s.name}: ${s.text}`);
