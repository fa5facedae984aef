// What other modules may use from messages: offers publish their steps on the same live stream (docs/product.md §2.11).
export { MessageHub } from './message-hub.ts';
