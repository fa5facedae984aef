import { scriptSafeJson } from './script-safe-json';

describe('scriptSafeJson', () => {
  const value = { name: '</script><!-- R&S FSW26 -->', note: 'line\u2028break\u2029end' };

  it('writes nothing that could end the script element, open a comment or end a line of script', () => {
    const text = scriptSafeJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('reads back as the same value', () => {
    expect(JSON.parse(scriptSafeJson(value))).toEqual(value);
  });
});
