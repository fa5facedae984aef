// What other modules may use from subscription: seller listings ask whether a seller may publish and spend credits.
export { publishBlocker, useListingCredit } from './publish.ts';
