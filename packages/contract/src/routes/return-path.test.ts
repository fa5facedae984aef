import { loginPathReturningTo, safeReturnPath } from './return-path';

describe('login return path', () => {
  it('round-trips a path on this site', () => {
    const url = loginPathReturningTo('/ordersummary');
    expect(url).toBe('/loginpage?returnTo=%2Fordersummary');
    expect(safeReturnPath(url.slice(url.indexOf('?')))).toBe('/ordersummary');
  });
  it('refuses other origins and missing values', () => {
    for (const bad of ['?returnTo=https%3A%2F%2Fevil.test', '?returnTo=%2F%2Fevil.test', '?returnTo=%2F%5Cevil.test', '', '?returnTo=']) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });
});
