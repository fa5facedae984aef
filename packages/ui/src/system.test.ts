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

  it('stills every CSS animation and transition under prefers-reduced-motion', () => {
    const css = JSON.stringify(system.getGlobalCss());
    expect(css).toContain('"@media (prefers-reduced-motion: reduce)":{"animationDuration":"0.01ms !important"');
    expect(css).toContain('"transitionDuration":"0.01ms !important"');
  });

  it('uses Montserrat for headings and body, 1720px content width and 425/768 breakpoints', () => {
    expect(system.token('fonts.body')).toMatch(/^'Montserrat'/);
    expect(system.token('fonts.heading')).toMatch(/^'Montserrat'/);
    expect(system.token('sizes.content')).toBe('1720px');
    expect(system.breakpoints.values.find((b) => b.name === 'sm')?.min).toBe('26.5625rem');
    expect(system.breakpoints.values.find((b) => b.name === 'md')?.min).toBe('48rem');
  });
});

// The system registers only the recipes of what @xchange/ui re-exports (system.ts); a component whose recipe is
// missing renders unstyled without any error, so every export that Chakra styles must find its recipe here.
describe('system recipes', () => {
  const lowerFirst = (name: string) => name[0]!.toLowerCase() + name.slice(1);
  // Components styled by a recipe under another name than their own.
  const alsoUses: Record<string, string[]> = {
    Checkbox: ['checkmark'],
    RadioGroup: ['radiomark'],
    IconButton: ['button'],
    CloseButton: ['button'],
    InputGroup: ['inputAddon'],
    SkeletonText: ['skeleton'],
    NoticeViewport: ['toast'],
  };

  it('has the recipe of every component @xchange/ui and its controls, overlays, tooltip and combobox entries export', async () => {
    const chakraModule = await import('@chakra-ui/react');
    const chakra: Record<string, unknown> = chakraModule;
    const { defaultConfig } = chakraModule;
    const exported: [string, unknown][] = [
      ...Object.entries(await import('./index')),
      ...Object.entries(await import('./controls')),
      ...Object.entries(await import('./overlays')),
      ...Object.entries(await import('./tooltip')),
      ...Object.entries(await import('./combobox')),
    ];
    const chakraKeys = new Set([
      ...Object.keys(defaultConfig.theme?.recipes ?? {}),
      ...Object.keys(defaultConfig.theme?.slotRecipes ?? {}),
    ]);
    // Chakra's own components by their name; ours (EmptyState, NoticeViewport…) only by what they are built from.
    const needed = exported
      .flatMap(([name, value]) => [...(value === chakra[name] ? [lowerFirst(name)] : []), ...(alsoUses[name] ?? [])])
      .filter((key) => chakraKeys.has(key));
    const ours = [...Object.keys(system._config.theme?.recipes ?? {}), ...Object.keys(system._config.theme?.slotRecipes ?? {})];
    expect(needed.length).toBeGreaterThan(25);
    expect(needed.filter((key) => !ours.includes(key))).toEqual([]);
  });
});
