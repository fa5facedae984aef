import * as v from 'valibot';
import { collapseWhitespace } from '@xchange/contract/core';
import { orderNotesMaxLength, orderStatuses, paymentStatuses } from '@xchange/contract/accounts';
import { listQueryEntries, sortByField } from '../common/list-query';
import { idField } from '../common/number';
import { bodyResponse, pagedResponse } from '../common/paged-response';
import { orderMessages } from './order-save';
import { orderSchema } from './order-schema';

/** POST order/getSellerOrders body: a list query plus the status tab. */
export const sellerOrdersQuerySchema = v.object({
  ...listQueryEntries,
  sortBy: v.optional(sortByField, 'buyerAccountData.firstname'),
  status: v.optional(v.picklist(orderStatuses)),
});
export type SellerOrdersQueryInput = v.InferInput<typeof sellerOrdersQuerySchema>;
export type SellerOrdersQuery = v.InferOutput<typeof sellerOrdersQuerySchema>;

/** Seller orders answer body{content,totalElements}. */
export const sellerOrdersResponseSchema = bodyResponse(pagedResponse(orderSchema));
export type SellerOrdersResponse = v.InferOutput<typeof sellerOrdersResponseSchema>;

/** POST order (buyer's current orders) answer: content and totalElements. */
export const orderPageSchema = pagedResponse(orderSchema);
export type OrderPage = v.InferOutput<typeof orderPageSchema>;
/** GET order answer: all the buyer's orders. */
export const orderArraySchema = v.array(orderSchema);

/** POST order/update-status body: one row's change (docs/product.md §4). */
export const updateOrderStatusSchema = v.object({
  orderid: idField,
  comments: v.optional(v.pipe(v.string(), v.transform(collapseWhitespace), v.maxLength(orderNotesMaxLength, orderMessages.notesMax)), ''),
  orderStatus: v.picklist(orderStatuses),
  paymentStatus: v.picklist(paymentStatuses),
  sellerid: idField,
});
export type UpdateOrderStatusInput = v.InferInput<typeof updateOrderStatusSchema>;
export type UpdateOrderStatus = v.InferOutput<typeof updateOrderStatusSchema>;
