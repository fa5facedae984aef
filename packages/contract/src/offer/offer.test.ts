import * as v from 'valibot';
import { validate } from '../common/validate';
import { productFormSchema } from '../product/product-form';
import { productSchema } from '../product/product-schema';
import { counterOfferSchema, newOfferSchema, offerListQuerySchema } from './offer';
import { canMoveOffer, offerLimits, offerOrderLabel, offerStatuses, offerTexts } from './offer-rules';

describe('offers (docs/product.md §2.11)', () => {
  it('needs an amount for an offer and none for a quote request', () => {
    expect(validate(newOfferSchema, { productId: 4, amount: 850 })).toMatchObject({
      success: true,
      output: { kind: 'offer', quantity: 1 },
    });
    expect(validate(newOfferSchema, { productId: 4 })).toMatchObject({ errors: [offerTexts.amountRequired] });
    expect(validate(newOfferSchema, { productId: 4, kind: 'quote', quantity: '3' })).toMatchObject({
      success: true,
      output: { quantity: 3 },
    });
    expect(validate(newOfferSchema, { productId: 4, kind: 'quote', amount: 10 })).toMatchObject({ errors: [offerTexts.quoteHasNoAmount] });
  });
  it('takes positive amounts in whole cents that fit the money column', () => {
    for (const amount of [0, -5, 'abc', 10_000_000_000, Number.POSITIVE_INFINITY]) {
      expect(validate(counterOfferSchema, { amount }).success).toBe(false);
    }
    expect(validate(counterOfferSchema, { amount: 10.005 })).toMatchObject({ errors: [offerTexts.amountCents] });
    expect(validate(counterOfferSchema, { amount: '9999999999.99' }).success).toBe(true);
  });
  it('limits the message to 1,000 characters and the quantity to whole numbers', () => {
    const long = 'x'.repeat(offerLimits.messageMax + 1);
    expect(validate(counterOfferSchema, { amount: 5, message: long })).toMatchObject({ errors: [offerTexts.messageMax] });
    expect(validate(newOfferSchema, { productId: 1, amount: 5, quantity: 1.5 })).toMatchObject({ errors: [offerTexts.quantityInvalid] });
  });
  it('moves only along the listed transitions', () => {
    expect(canMoveOffer('open', 'withdrawn')).toBe(true);
    expect(canMoveOffer('countered', 'countered')).toBe(true);
    expect(canMoveOffer('accepted', 'ordered')).toBe(true);
    expect(canMoveOffer('countered', 'withdrawn')).toBe(false);
    expect(canMoveOffer('accepted', 'declined')).toBe(false);
    for (const s of ['declined', 'withdrawn', 'expired', 'ordered'] as const) {
      for (const to of offerStatuses) expect(canMoveOffer(s, to)).toBe(false);
    }
  });
  it('lists by role and state', () => {
    expect(v.parse(offerListQuerySchema, { role: 'seller', status: 'open', page: '2' })).toMatchObject({ role: 'seller', page: 2 });
    expect(validate(offerListQuerySchema, { role: 'admin' })).toMatchObject({ errors: [offerTexts.roleInvalid] });
  });
  it('labels the order button with the agreed total', () => {
    expect(offerOrderLabel(850, 2)).toBe('Place order at $1,700');
  });
});

describe("the product form's offer settings", () => {
  const form = {
    productname: 'Scope',
    description: 'Calibrated',
    price: 900,
    sellinginstrument: 'Oscilloscopes',
    manufacturer: 'Keysight',
  };
  it('are optional: an older form keeps working and changes nothing', () => {
    const r = validate(productFormSchema, form);
    expect(r.success && [r.output.acceptoffers, r.output.autoacceptat]).toEqual([undefined, undefined]);
  });
  it('read form text and refuse an auto-decline amount not below the auto-accept amount', () => {
    const r = validate(productFormSchema, { ...form, acceptoffers: 'true', autodeclinebelow: '500', autoacceptat: '' });
    expect(r.success && [r.output.acceptoffers, r.output.autodeclinebelow, r.output.autoacceptat]).toEqual([true, 500, null]);
    expect(validate(productFormSchema, { ...form, autodeclinebelow: 800, autoacceptat: 700 })).toMatchObject({
      errors: [offerTexts.autoOrder],
    });
  });
  it('are read back from product answers', () => {
    expect(
      v.parse(productSchema, {
        id: 1,
        productname: 'a',
        description: '',
        price: 1,
        sellinginstrument: '',
        manufacturer: '',
        sellerid: 2,
        acceptoffers: true,
      }),
    ).toMatchObject({ acceptoffers: true });
  });
});
