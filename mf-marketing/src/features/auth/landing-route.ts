import type { UserType } from '@xchange/contract';

/** docs/product.md §4: where a login lands — buyer /myacc, seller /overview. */
export const landingRoute = (type: UserType): string => (type === 'seller' ? '/overview' : type === 'admin' ? '/admin-profile' : '/myacc');
