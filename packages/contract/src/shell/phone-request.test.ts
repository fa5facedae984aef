import { asksForPhone } from './phone-request';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const androidPhone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const androidTablet = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const desktopFirefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('a request from a phone', () => {
  it('is told by Chromium’s client hint, which outranks the user agent', () => {
    expect(asksForPhone({ 'sec-ch-ua-mobile': '?1' })).toBe(true);
    expect(asksForPhone({ 'sec-ch-ua-mobile': '?0', 'user-agent': androidPhone })).toBe(false);
  });

  it('is told by the user agent of a browser that sends no hint', () => {
    expect(asksForPhone({ 'user-agent': iphone })).toBe(true);
    expect(asksForPhone({ 'user-agent': androidPhone })).toBe(true);
    expect(asksForPhone({ 'user-agent': androidTablet })).toBe(false);
    expect(asksForPhone({ 'user-agent': desktopFirefox })).toBe(false);
    expect(asksForPhone({})).toBe(false);
  });
});
