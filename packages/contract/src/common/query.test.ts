import * as v from 'valibot';
import { compareMdy, formatMdy, parseMdy } from './mdy-date';
import { isJpeg, mediaKindOf } from './media-kinds';
import { booleanField, idField, toNumber } from './number';
import { defaultPageSize, pageSizeOptions, shopDefaultPageSize, shopPageSizeOptions } from './page-sizes';
import { listQuerySchema, toggleSort } from './list-query';

describe('list query (docs/product.md §3/§9)', () => {
  it('defaults to page 1, size 5, ascending', () => {
    expect(v.parse(listQuerySchema, {})).toEqual({ page: 1, size: 5, sortOrder: 'asc' });
  });
  it('reads numbers from query text, any-case sort order and collapses the search', () => {
    expect(v.parse(listQuerySchema, { page: '3', size: '20', sortOrder: 'DESC', search: '  oscillo   scope ', sortBy: 'price' })).toEqual({
      page: 3,
      size: 20,
      sortOrder: 'desc',
      search: 'oscillo scope',
      sortBy: 'price',
    });
  });
  it('refuses page 0, size above 200 and an unknown sort order', () => {
    expect(v.is(listQuerySchema, { page: 0 })).toBe(false);
    expect(v.is(listQuerySchema, { size: 201 })).toBe(false);
    expect(v.is(listQuerySchema, { sortOrder: 'up' })).toBe(false);
  });
  it('has the docs/product.md §9 page-size options', () => {
    expect(pageSizeOptions).toEqual([5, 10, 20, 100]);
    expect(defaultPageSize).toBe(5);
    expect(shopPageSizeOptions).toEqual([10, 20, 50, 100]);
    expect(shopDefaultPageSize).toBe(9);
  });
  it('toggles the order of the clicked column', () => {
    expect(toggleSort({ sortBy: 'price', sortOrder: 'asc' }, 'price')).toEqual({ sortBy: 'price', sortOrder: 'desc' });
    expect(toggleSort({ sortBy: 'price', sortOrder: 'desc' }, 'price')).toEqual({ sortBy: 'price', sortOrder: 'asc' });
    expect(toggleSort({ sortBy: 'price', sortOrder: 'desc' }, 'name')).toEqual({ sortBy: 'name', sortOrder: 'asc' });
  });
});

describe('coercion helpers', () => {
  it('toNumber', () => {
    expect(toNumber('')).toBeUndefined();
    expect(toNumber(null)).toBeUndefined();
    expect(toNumber(' 12 ')).toBe(12);
    expect(toNumber('x')).toBeNaN();
  });
  it('idField and booleanField read query text', () => {
    expect(v.parse(idField, '12')).toBe(12);
    expect(v.is(idField, '0')).toBe(false);
    expect(v.is(idField, '1.5')).toBe(false);
    expect(v.is(idField, '')).toBe(false);
    expect(v.parse(booleanField, 'false')).toBe(false);
    expect(v.parse(booleanField, true)).toBe(true);
    expect(v.is(booleanField, 'yes')).toBe(false);
  });
});

describe('MM-DD-YYYY dates', () => {
  it('parses calendar dates only', () => {
    expect(parseMdy('02-29-2024')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseMdy('02-30-2024')).toBeUndefined();
    expect(parseMdy('2024-02-01')).toBeUndefined();
  });
  it('formats and compares', () => {
    expect(formatMdy(new Date(Date.UTC(2024, 6, 4)))).toBe('07-04-2024');
    expect(compareMdy('01-02-2025', '12-31-2024')).toBeGreaterThan(0);
    expect(compareMdy('12-31-2024', '12-31-2024')).toBe(0);
  });
});

describe('media', () => {
  it('accepts JPEG profile pictures only', () => {
    expect(isJpeg({ type: 'image/jpeg' })).toBe(true);
    expect(isJpeg({ type: 'image/png' })).toBe(false);
  });
  it('tells images from videos', () => {
    expect(mediaKindOf('video/mp4')).toBe('video');
    expect(mediaKindOf('image/webp')).toBe('image');
    expect(mediaKindOf('application/pdf')).toBeUndefined();
  });
});
