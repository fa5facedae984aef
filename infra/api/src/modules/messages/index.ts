// What other modules may use from messages: offers publish their steps on the same live stream (docs/product.md §2.11).
export { MessageHub } from './message-hub.ts';
// placing an order opens its thread: a question about one of its listings becomes it (docs/product.md §2.5)
export { openOrderThread } from './question-repo.ts';
