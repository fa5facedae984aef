import { act, screen } from '@testing-library/react';
import { renderWithUi } from '../../test/render';
import { CartButton } from './cart-button';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const pops = () => screen.getByTestId('cart-badge').closest('[data-pops]')?.getAttribute('data-pops') ?? null;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('cart badge', () => {
  it('shows the count still on load, pops once for each add and not for a removal', async () => {
    const { rerender } = renderWithUi(<CartButton count={2} inert={false} />);
    await settle();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');
    expect(pops()).toBeNull();

    rerender(<CartButton count={3} inert={false} />);
    await settle();
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(pops()).toBe('1');

    rerender(<CartButton count={2} inert={false} />);
    await settle();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');
    expect(pops()).toBe('1');

    rerender(<CartButton count={3} inert={false} />);
    await settle();
    expect(pops()).toBe('2');
  });
});
