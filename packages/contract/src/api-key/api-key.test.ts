import { validate } from '../common/validate';
import { endpointList } from '../endpoints';
import { productFormSchema } from '../product/product-form';
import { skuTexts } from '../product/product-sku';
import { apiKeyTexts } from './api-key-rules';
import { newApiKeySchema } from './api-key';
import { sellerListingsQuerySchema, skuParamsSchema } from './listing-sync';

describe('seller API keys (docs/product.md §2.12)', () => {
  it('needs a name and at least one known scope; repeated scopes count once', () => {
    expect(validate(newApiKeySchema, { name: '  ', scopes: [] })).toMatchObject({
      errors: [apiKeyTexts.nameRequired, apiKeyTexts.scopesRequired],
    });
    expect(validate(newApiKeySchema, { name: 'ERP', scopes: ['orders:write'] })).toMatchObject({ errors: [apiKeyTexts.scopeInvalid] });
    expect(validate(newApiKeySchema, { name: ' ERP  sync ', scopes: ['orders:read', 'orders:read'] })).toMatchObject({
      output: { name: 'ERP sync', scopes: ['orders:read'] },
    });
  });
  it('lets keys reach seller calls only', () => {
    const scoped = endpointList.filter((e) => e.scope);
    expect(scoped.map((e) => e.name).sort()).toEqual([
      'createImport',
      'exportListingsCsv',
      'exportListingsXlsx',
      'exportOrdersCsv',
      'exportOrdersXlsx',
      'importResultCsv',
      'importTemplateCsv',
      'importTemplateXlsx',
      'putListingBySku',
      'sellerImport',
      'sellerListings',
      'sellerOrders',
      'sellerProducts',
    ]);
    expect(scoped.every((e) => e.access === 'seller')).toBe(true);
  });
});

describe('SKU', () => {
  it('is trimmed, at most 64 characters, without control characters, and optional on the product form', () => {
    expect(validate(skuParamsSchema, { sku: '  AB-12 ' })).toMatchObject({ output: { sku: 'AB-12' } });
    expect(validate(skuParamsSchema, { sku: 'x'.repeat(65) })).toMatchObject({ errors: [skuTexts.max] });
    expect(validate(skuParamsSchema, { sku: 'a\tb' })).toMatchObject({ errors: [skuTexts.control] });
    expect(validate(skuParamsSchema, { sku: ' ' })).toMatchObject({ errors: [skuTexts.required] });
    const form = { productname: 'Scope', description: 'Fine', price: 10, sellinginstrument: 'Scopes', manufacturer: 'Acme' };
    const plain = validate(productFormSchema, form);
    expect(plain.success && plain.output.sku).toBeUndefined();
    expect(validate(productFormSchema, { ...form, sku: ' S-1 ' })).toMatchObject({ output: { sku: 'S-1' } });
    expect(skuTexts.taken('S-1')).toBe('You already have a listing with SKU S-1.');
  });
  it('syncs from an ISO date-time only', () => {
    expect(validate(sellerListingsQuerySchema, { updatedSince: '2026-11-27T09:00:00Z' })).toMatchObject({ output: { page: 1 } });
    expect(validate(sellerListingsQuerySchema, { updatedSince: 'yesterday' })).toMatchObject({
      errors: [expect.stringContaining('ISO 8601')],
    });
  });
});
