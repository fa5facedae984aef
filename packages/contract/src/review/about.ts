import * as v from 'valibot';
import { reviewLimits, reviewTexts } from '@xchange/contract/listings';

/** The seller's storefront "About": several lines, trimmed, at most 2,000 characters, empty allowed. */
export const aboutField = v.pipe(
  v.string(),
  v.transform((s) => s.replace(/\r\n?/g, '\n').trim()),
  v.maxLength(reviewLimits.aboutMax, reviewTexts.aboutMax),
);
