import * as v from 'valibot';
import { leaseTermOptions } from '@xchange/contract/core';
import { emailField } from '../common/email';
import { numberField } from '../common/number';
import { phoneField } from '../common/phone';
import { requiredText, textField } from '../common/text';

export const leaseMessages = {
  priceRequired: 'Equipment price is required.',
  priceInvalid: 'Enter a price of at least $1.',
  termInvalid: 'Choose a lease term.',
  rateRequired: 'Interest rate is required.',
  rateInvalid: 'Enter a yearly rate between 0 and 30%.',
  residualInvalid: 'Enter a residual value of $0 or more.',
  residualTooHigh: 'The residual value must be lower than the price.',
  fullName: 'Full Name is required.',
  company: 'Company Name is required.',
  equipment: 'Tell us which equipment you want to lease.',
  equipmentMax: 'Equipment must be at most 100 characters.',
  notesMax: 'Notes must be at most 500 characters.',
} as const;

const termField = v.pipe(
  v.union([v.number(), v.string()], leaseMessages.termInvalid),
  v.transform((x) => Number(x)),
  v.picklist(leaseTermOptions, leaseMessages.termInvalid),
);

/** The lease calculator's inputs: price and residual in dollars, term in months, yearly rate in percent. */
export const leaseCalculatorSchema = v.pipe(
  v.object({
    price: numberField(leaseMessages.priceRequired, leaseMessages.priceInvalid, 1),
    termMonths: termField,
    annualRate: v.pipe(numberField(leaseMessages.rateRequired, leaseMessages.rateInvalid, 0), v.maxValue(30, leaseMessages.rateInvalid)),
    residual: v.pipe(
      v.optional(v.union([v.number(), v.string()]), 0),
      v.transform((x) => (x === '' ? 0 : Number(x))),
      v.number(leaseMessages.residualInvalid),
      v.minValue(0, leaseMessages.residualInvalid),
    ),
  }),
  v.forward(
    v.partialCheck([['price'], ['residual']], (x) => x.residual < x.price, leaseMessages.residualTooHigh),
    ['residual'],
  ),
);
export type LeaseCalculatorInput = v.InferInput<typeof leaseCalculatorSchema>;
export type LeaseCalculation = v.InferOutput<typeof leaseCalculatorSchema>;

/** The 'GET APPROVED!' application: who applies, for what equipment and term. */
export const leaseApplicationSchema = v.object({
  fullName: requiredText(leaseMessages.fullName),
  company: requiredText(leaseMessages.company),
  email: emailField(),
  phone: phoneField,
  equipment: requiredText(leaseMessages.equipment, 100, leaseMessages.equipmentMax),
  price: numberField(leaseMessages.priceRequired, leaseMessages.priceInvalid, 1),
  termMonths: termField,
  notes: v.optional(textField(500, leaseMessages.notesMax), ''),
});
export type LeaseApplicationInput = v.InferInput<typeof leaseApplicationSchema>;
export type LeaseApplication = v.InferOutput<typeof leaseApplicationSchema>;
