import { system } from './system';

// Follows '{colors.brand.500}'-style references down to a literal value.
const resolve = (name: string): string | undefined => {
  const token = system.tokens.getByName(name);
  const original = token?.originalValue as unknown;
  if (typeof original !== 'string') return undefined;
  const reference = /^\{(.+)\}$/.exec(original);
  return reference ? resolve(reference[1]!) : original;
};

describe('system', () => {
  it('makes brand.solid the Xchange orange #f89e23', () => {
    expect(resolve('colors.brand.solid')).toBe('#f89e23');
    expect(system.token('colors.brand.500')).toBe('#f89e23');
  });

  it('puts dark text on the orange and makes brand the default color palette', () => {
    expect(resolve('colors.brand.contrast')).toBe(system.token('colors.gray.950'));
    expect(JSON.stringify(system.getGlobalCss())).toContain('"--chakra-colors-color-palette-solid":"var(--chakra-colors-brand-solid)"');
  });

  it('uses Montserrat for headings and body, 1720px content width and 425/768 breakpoints', () => {
    expect(system.token('fonts.body')).toMatch(/^'Montserrat'/);
    expect(system.token('fonts.heading')).toMatch(/^'Montserrat'/);
    expect(system.token('sizes.content')).toBe('1720px');
    expect(system.breakpoints.values.find((b) => b.name === 'sm')?.min).toBe('26.5625rem');
    expect(system.breakpoints.values.find((b) => b.name === 'md')?.min).toBe('48rem');
  });
});
