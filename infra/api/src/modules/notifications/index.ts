// What other modules may use from notifications: orders, reviews and alerts tell a user something happened (docs/product.md §2.14).
export { notifier, notifyNow, type Notifier } from './notify.ts';
export type { NewNotification } from './repo.ts';
export { newOrderNotification, newReviewNotification } from './seller-notifications.ts';
