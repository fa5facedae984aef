import * as v from 'valibot';
import { validate } from '../common/validate';
import { advertDocumentProblem } from './advert-document';
import { advertisementFormSchema, isRedirectUrl } from './advertisement';
import { auditLogQuerySchema } from './audit-log';
import { brandFormSchema } from './brand';
import { categoryFormSchema } from './category';
import { newPromotionSchema, promotionFormSchema, updatePromotionSchema } from './promotion';

const promo = { sellerId: 4, sellername: 'Sam Ray', companyName: 'Labs', startdate: '03-01-2025', enddate: '03-31-2025' };
const fields = (schema: Parameters<typeof validate>[0], data: unknown) => {
  const r = validate(schema, data);
  return r.success ? {} : r.fieldErrors;
};

describe('promotion dialog (docs/product.md §5)', () => {
  it('requires seller, company (active tab), start and end date', () => {
    expect(fields(promotionFormSchema('active'), {})).toEqual({
      sellerId: 'Seller is required',
      companyName: 'Company is required',
      startdate: 'Start Date is required',
      enddate: 'End Date is required',
    });
    expect(fields(promotionFormSchema('active'), { ...promo, sellerId: '', companyName: ' ' })).toEqual({
      sellerId: 'Seller is required',
      companyName: 'Company is required',
    });
  });
  it('does not require the company on the upcoming tab', () => {
    expect(fields(promotionFormSchema('upcoming'), { ...promo, companyName: '' })).toEqual({});
  });
  it('refuses an end date before the start date, allows the same day', () => {
    expect(fields(promotionFormSchema('upcoming'), { ...promo, enddate: '02-28-2025' })).toEqual({
      enddate: 'End Date must be later than or equal to Start Date',
    });
    expect(fields(promotionFormSchema('upcoming'), { ...promo, enddate: promo.startdate })).toEqual({});
  });
  it('wants MM-DD-YYYY dates', () => {
    expect(fields(promotionFormSchema('upcoming'), { ...promo, startdate: '2025-03-01' })).toEqual({
      startdate: 'Dates must be written MM-DD-YYYY',
    });
  });
  it('creates promotions upcoming and checks the dates on submit', () => {
    expect(v.parse(newPromotionSchema, promo).status).toBe('false');
    expect(fields(newPromotionSchema, { ...promo, enddate: '01-01-2025' })).toEqual({
      enddate: 'End Date should be greater than Start Date',
    });
    expect(v.parse(updatePromotionSchema, { ...promo, id: 1, status: 'true' }).status).toBe('true');
  });
});

describe('advertisement, brand and category dialogs (docs/product.md §5)', () => {
  it("advertisement needs a name ('Name is required.'); URL and tags are free", () => {
    expect(fields(advertisementFormSchema, { name: '' })).toEqual({ name: 'Name is required.' });
    expect(fields(advertisementFormSchema, {})).toEqual({ name: 'Name is required.' });
    expect(v.parse(advertisementFormSchema, { name: 'Spring sale', tags: 'scopes, meters' })).toEqual({
      name: 'Spring sale',
      url: '',
      tags: ['scopes', 'meters'],
    });
  });
  it("brand needs a name ('Name is required')", () => {
    expect(fields(brandFormSchema, { name: '  ' })).toEqual({ name: 'Name is required' });
    expect(v.parse(brandFormSchema, { name: ' Fluke ' })).toEqual({ name: 'Fluke' });
  });
  it('category needs a name', () => {
    expect(fields(categoryFormSchema, {})).toEqual({ name: 'Name is required' });
    expect(v.parse(categoryFormSchema, { name: 'Oscilloscopes' })).toEqual({ name: 'Oscilloscopes', documenttype: '' });
  });
});

describe('advertisement redirect URL and document', () => {
  it('takes an empty URL or an http(s) address, nothing else', () => {
    expect(['', 'https://shop.example.com/spring', 'http://lab.example.org'].every(isRedirectUrl)).toBe(true);
    expect(['javascript:alert(1)', 'not a link', 'ftp://files.example.com', 'https://localhost'].some(isRedirectUrl)).toBe(false);
    expect(fields(advertisementFormSchema, { name: 'Spring sale', url: 'data:text/html,hi' })).toEqual({ url: 'Enter a valid URL' });
  });
  it('accepts pictures up to 10 MB and videos up to 50 MB', () => {
    expect(advertDocumentProblem({ type: 'image/png', size: 2_000_000 })).toBeUndefined();
    expect(advertDocumentProblem({ type: 'video/mp4', size: 40_000_000 })).toBeUndefined();
    expect(advertDocumentProblem({ type: 'image/png', size: 11_000_000 })).toBe('Pictures may be at most 10 MB and videos at most 50 MB.');
    expect(advertDocumentProblem({ type: 'application/pdf', size: 1000 })).toBe(
      'Please choose a picture (JPEG, PNG, WebP) or a video (MP4, WebM).',
    );
  });
});

describe('audit log query', () => {
  it('defaults to newest first', () => {
    expect(v.parse(auditLogQuerySchema, {})).toEqual({ page: 1, size: 5, sortBy: 'at', sortOrder: 'desc' });
  });
});
