import { pgEnum } from 'drizzle-orm/pg-core';
import { offerKinds, offerStatuses } from '@xchange/contract';

export const userRole = pgEnum('user_role', ['buyer', 'seller', 'admin']);
export const productCondition = pgEnum('product_condition', ['New', 'Used', 'Ex-demonstration', 'Refurbished']);
export const mediaFileType = pgEnum('media_file_type', ['image', 'video']);
export const mediaSlot = pgEnum('media_slot', ['primary', 'secondary']);
export const orderStatus = pgEnum('order_status', ['New Order', 'Completed', 'Shipped', 'Cancelled']);
export const paymentStatus = pgEnum('payment_status', ['Paid', 'Unpaid']);
export const messageUserType = pgEnum('message_user_type', ['buyer', 'seller']);
export const subscriptionStatus = pgEnum('subscription_status', ['pending', 'active', 'past_due', 'canceled', 'expired']);
export const verificationPurpose = pgEnum('verification_purpose', ['signup', 'reset']);
export const offerKind = pgEnum('offer_kind', offerKinds);
export const offerStatus = pgEnum('offer_status', offerStatuses);
