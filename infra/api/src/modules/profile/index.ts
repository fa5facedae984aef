// What other modules may use from profile: the session user is shown as the profile of its role.
export { toAdminProfile, toBuyerProfile, toSellerProfile } from './service.ts';
