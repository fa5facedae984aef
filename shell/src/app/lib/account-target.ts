import type { UserType } from '@xchange/contract';

/** Where 'My Account' leads each signed-in type (docs/product.md §2.1); anyone else goes to the login page. */
export function accountTarget(type: UserType | null): string {
  switch (type) {
    case 'buyer':
      return '/myacc';
    case 'seller':
      return '/overview';
    case 'admin':
      return '/admin-profile';
    default:
      return '/loginpage';
  }
}

/** The footer's 'My Account': buyers to /myacc, everyone else to /overview (docs/product.md §2.1). */
export const footerAccountTarget = (type: UserType | null): string => (type === 'buyer' ? '/myacc' : '/overview');
