import type { EndpointPath } from './endpoint';

/** docs/product.md §2.11 calls: offers and quote requests: method and path (`offer-endpoints.ts` adds access and schemas). */
export const offerPaths = {
  createOffer: { method: 'POST', path: 'offers' },
  offers: { method: 'GET', path: 'offers' },
  offer: { method: 'GET', path: 'offers/:id' },
  acceptOffer: { method: 'POST', path: 'offers/:id/accept' },
  declineOffer: { method: 'POST', path: 'offers/:id/decline' },
  counterOffer: { method: 'POST', path: 'offers/:id/counter' },
  withdrawOffer: { method: 'POST', path: 'offers/:id/withdraw' },
  orderOffer: { method: 'POST', path: 'offers/:id/order' },
  adminOffers: { method: 'GET', path: 'admin/offers' },
} as const satisfies Record<string, EndpointPath>;
