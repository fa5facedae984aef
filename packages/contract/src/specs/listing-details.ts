import * as v from 'valibot';
import { grades, paymentTerms, returnsDays, shippingMethods, specKinds, warrantyDays } from '@xchange/contract/core';

/** One specification of a listing as the API answers it: the field as it is named now, and the value. */
export const listingSpecSchema = v.object({
  fieldId: v.number(),
  name: v.string(),
  kind: v.picklist(specKinds),
  unit: v.string(),
  /** A number, the chosen option's id, true/false, or text. */
  value: v.union([v.number(), v.string(), v.boolean()]),
  /** The value as a buyer reads it ('350 MHz', 'Yes', the option's label). */
  display: v.string(),
});
export type ListingSpec = v.InferOutput<typeof listingSpecSchema>;

export const calibrationSchema = v.object({
  calibrated: v.boolean(),
  date: v.nullable(v.string()),
  dueDate: v.nullable(v.string()),
  laboratory: v.string(),
  accreditation: v.string(),
  /** The certificate's download address and size, when one is attached. */
  certificate: v.nullable(v.object({ url: v.string(), bytes: v.number() })),
});
export type Calibration = v.InferOutput<typeof calibrationSchema>;

/**
 * docs/product.md §2.9: what a listing's own page, its quick view, compare and the seller's edit form read beyond the
 * card (absent from catalog pages). The serial number is masked but for its last 4 characters for anyone but its seller.
 */
export const listingDetailsEntries = {
  specs: v.optional(v.array(listingSpecSchema)),
  grade: v.optional(v.nullable(v.picklist(grades))),
  gradeNote: v.optional(v.string()),
  hoursOfUse: v.optional(v.nullable(v.number())),
  accessories: v.optional(v.string()),
  warrantyDays: v.optional(v.picklist(warrantyDays)),
  calibration: v.optional(calibrationSchema),
  modelNumber: v.optional(v.string()),
  serialNumber: v.optional(v.string()),
  year: v.optional(v.nullable(v.number())),
  shipping: v.optional(v.picklist(shippingMethods)),
  shippingPrice: v.optional(v.nullable(v.number())),
  leadTimeDays: v.optional(v.nullable(v.number())),
  returnsDays: v.optional(v.picklist(returnsDays)),
  paymentTerms: v.optional(v.array(v.picklist(paymentTerms))),
};
