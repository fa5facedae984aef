import * as v from 'valibot';
import { promotionStatuses } from '@xchange/contract/accounts';
import { listQueryEntries } from '../common/list-query';
import { compareMdy, mdyDateField } from '../common/mdy-date';
import { idField, intField } from '../common/number';
import { pagedResponse } from '../common/paged-response';
import { requiredText, textField } from '../common/text';
import type { PromotionTab } from './promotion-tabs';

export const promotionMessages = {
  seller: 'Seller is required',
  company: 'Company is required',
  startDate: 'Start Date is required',
  endDate: 'End Date is required',
  endNotBefore: 'End Date must be later than or equal to Start Date',
  endAfterSubmit: 'End Date should be greater than Start Date',
  dateFormat: 'Dates must be written MM-DD-YYYY',
} as const;

/** docs/product.md §3 promotion. */
export const promotionSchema = v.object({
  id: v.number(),
  sellerId: v.number(),
  sellername: v.string(),
  companyName: v.string(),
  startdate: v.string(),
  enddate: v.string(),
  status: v.picklist(promotionStatuses),
});
export type Promotion = v.InferOutput<typeof promotionSchema>;

const seller = v.union([v.number(), v.string()], promotionMessages.seller);
const dates = {
  startdate: mdyDateField(promotionMessages.startDate, promotionMessages.dateFormat),
  enddate: mdyDateField(promotionMessages.endDate, promotionMessages.dateFormat),
};
/** True unless both dates are valid and the end is before the start (a bad date has its own message). */
const endOnOrAfterStart = (i: { startdate: string; enddate: string }) => !(compareMdy(i.enddate, i.startdate) < 0);

/** The promotion dialog (docs/product.md §5); the company is required on the active tab only. */
export const promotionFormSchema = (tab: PromotionTab) =>
  v.pipe(
    v.object({
      sellerId: v.pipe(seller, v.transform(Number), v.number(promotionMessages.seller), v.minValue(1, promotionMessages.seller)),
      sellername: v.optional(textField(), ''),
      companyName: tab === 'active' ? requiredText(promotionMessages.company) : v.optional(textField(), ''),
      ...dates,
    }),
    v.forward(v.partialCheck([['startdate'], ['enddate']], endOnOrAfterStart, promotionMessages.endNotBefore), ['enddate']),
  );
export type PromotionFormInput = v.InferInput<ReturnType<typeof promotionFormSchema>>;
export type PromotionForm = v.InferOutput<ReturnType<typeof promotionFormSchema>>;

const payloadEntries = {
  sellerId: intField(1, promotionMessages.seller),
  sellername: requiredText(promotionMessages.seller),
  companyName: v.optional(textField(), ''),
  ...dates,
};

/** POST promotions body: always created upcoming ('false', docs/product.md §4). */
export const newPromotionSchema = v.pipe(
  v.object({ ...payloadEntries, status: v.optional(v.literal('false'), 'false') }),
  v.forward(v.partialCheck([['startdate'], ['enddate']], endOnOrAfterStart, promotionMessages.endAfterSubmit), ['enddate']),
);
export type NewPromotion = v.InferOutput<typeof newPromotionSchema>;

/** POST promotions/updatePromotion body: edits and the activation switch. */
export const updatePromotionSchema = v.pipe(
  v.object({ ...payloadEntries, id: idField, status: v.picklist(promotionStatuses) }),
  v.forward(v.partialCheck([['startdate'], ['enddate']], endOnOrAfterStart, promotionMessages.endAfterSubmit), ['enddate']),
);
export type UpdatePromotion = v.InferOutput<typeof updatePromotionSchema>;

/** POST promotions/getPromotions body: a list query plus the tab's status. */
export const promotionListQuerySchema = v.object({ ...listQueryEntries, status: v.optional(v.picklist(promotionStatuses)) });
export type PromotionListQuery = v.InferOutput<typeof promotionListQuerySchema>;
export const promotionPageSchema = pagedResponse(promotionSchema);
