/** Every text of questions about a listing that the server answers with and the pages show (docs/product.md §2.5). */
export const questionTexts = {
  listingUnavailable: 'This listing is not available in the shop.',
  threadNotFound: 'This conversation was not found.',
  oneTarget: 'Send the message to one order or one conversation.',
  asked: 'Your question was sent to the seller.',
  askedDetail: 'The answer arrives in your messages, and we email you when the seller replies.',
} as const;

/** The heading of a question thread in the inbox: what the conversation is about, before any order. */
export const questionAbout = (productname: string): string => `Question about ${productname}`;
