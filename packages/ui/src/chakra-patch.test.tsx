import { render } from '@testing-library/react';
import { ChakraProvider, chakra } from '@chakra-ui/react';
import { system } from './system';

// patches/@chakra-ui__react@3.37.0.patch: a chakra() component builds its recipe once per system, not on every render
// (each fresh recipe also started with empty caches, so no style was ever served from them).
const Tag = chakra('span', {
  base: { color: 'red.700', fontWeight: 'semibold' },
  variants: { size: { sm: { fontSize: 'sm' }, lg: { fontSize: 'lg' } } },
  defaultVariants: { size: 'sm' },
});

describe('Chakra style engine as patched', () => {
  it('builds a chakra() recipe once however often the component renders, with the same class each time', () => {
    const cva = jest.fn(system.cva);
    const spied: typeof system = { ...system, cva: cva as unknown as typeof system.cva };
    const view = (n: number) => (
      <ChakraProvider value={spied}>
        <Tag>rendered {n}</Tag>
      </ChakraProvider>
    );
    const { getByText, rerender } = render(view(0));
    const firstClass = getByText('rendered 0').className;
    for (let n = 1; n <= 5; n++) rerender(view(n));

    expect(cva).toHaveBeenCalledTimes(1);
    expect(getByText('rendered 5').className).toBe(firstClass);
    expect(getComputedStyle(getByText('rendered 5')).fontWeight).toBe('var(--chakra-font-weights-semibold)');
  });

  it('still tells conditions from properties and keeps the order of nested conditions', () => {
    expect(system.conditions.has('_hover')).toBe(true);
    expect(system.conditions.has('md')).toBe(true);
    expect(system.conditions.has('color')).toBe(false);
    expect(system.css({ color: { base: 'red.700', _hover: { md: 'red.800' } } })).toEqual({
      color: 'var(--chakra-colors-red-700)',
      '@media (hover: hover)': {
        '&:is(:hover, [data-hover]):not(:disabled, [data-disabled])': {
          '@media screen and (min-width: 48rem)': { color: 'var(--chakra-colors-red-800)' },
        },
      },
    });
  });
});
