import * as v from 'valibot';
import { aboutField } from './about';
import { newReviewSchema, reviewFormSchema, reviewVisibilitySchema } from './review';
import { formatRating, ratingStars, responseTimeText, reviewTexts, showsRating } from './review-rules';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? [] : r.issues.map((i) => i.message);
};

describe('review form (docs/product.md §2.13)', () => {
  const form = { rating: '4', title: '  Calibrated   as promised ', text: '  Line one\r\nLine <b>two</b>  ' };

  it('takes a radio value, collapses the title and keeps the text lines and markup as typed', () => {
    expect(v.parse(reviewFormSchema, form)).toEqual({ rating: 4, title: 'Calibrated as promised', text: 'Line one\nLine <b>two</b>' });
  });

  it.each([
    [{ rating: '' }, reviewTexts.ratingRequired],
    [{ rating: 6 }, reviewTexts.ratingRequired],
    [{ rating: 2.5 }, reviewTexts.ratingRequired],
    [{ title: ' ' }, reviewTexts.titleRequired],
    [{ title: 'x'.repeat(121) }, reviewTexts.titleMax],
    [{ text: '\n' }, reviewTexts.textRequired],
    [{ text: 'x'.repeat(2001) }, reviewTexts.textMax],
  ])('%j: %s', (over, message) => {
    expect(messages(reviewFormSchema, { ...form, ...over })).toContain(message);
  });

  it('the server body names the order too', () => {
    expect(messages(newReviewSchema, form).length).toBeGreaterThan(0);
    expect(v.parse(newReviewSchema, { ...form, orderId: '12' }).orderId).toBe(12);
  });

  it('hiding or restoring needs a reason', () => {
    expect(messages(reviewVisibilitySchema, { hidden: true, reason: '  ' })).toContain(reviewTexts.reasonRequired);
  });

  it('About allows empty and at most 2,000 characters', () => {
    expect(v.parse(aboutField, '  ')).toBe('');
    expect(messages(aboutField, 'x'.repeat(2001))).toContain(reviewTexts.aboutMax);
  });

  it('a rating shows from 3 visible reviews, with one decimal', () => {
    expect([showsRating(2), showsRating(3)]).toEqual([false, true]);
    expect(formatRating(4.333)).toBe('4.3');
    expect(formatRating(5)).toBe('5.0');
  });
});

describe('storefront words', () => {
  it('stars and response times', () => {
    expect(ratingStars(4.4)).toBe('★★★★☆');
    expect([null, 0, 45, 60, 125, 2880, 4000].map(responseTimeText)).toEqual([
      'No answers to measure yet',
      'Usually answers within 1 minute',
      'Usually answers within 45 minutes',
      'Usually answers within 1 hour',
      'Usually answers within 3 hours',
      'Usually answers within 2 days',
      'Usually answers within 3 days',
    ]);
  });
});
