import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { renderWithUi, setup } from '../../test/render';
import { Header } from './header';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const line = (id: number) => ({ id, productname: `Scope ${id}`, price: 10, discountPrice: '' as const, sellerid: 2 });

describe('the header renders once per change of what it shows', () => {
  it('renders once for a new cart line, not for a quantity change or an unchanged session', async () => {
    const stores = setup('/xchangeShop', 'buyer');
    let renders = 0;
    renderWithUi(
      <Profiler id="header" onRender={() => (renders += 1)}>
        <Header {...stores} />
      </Profiler>,
    );
    expect(renders).toBe(1);

    // The first add also loads the badge's pop animation (one more commit when it arrives): let it settle.
    act(() => stores.cart.getState().add(line(1)));
    await act(async () => {
      await import('@xchange/ui/motion');
    });
    const settled = renders;

    act(() => stores.cart.getState().add(line(2)));
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(renders).toBe(settled + 1);

    // More of a listing already in the cart: the badge counts lines, so nothing the header shows changed.
    act(() => stores.cart.getState().add(line(2)));
    act(() => stores.session.setState({ ...stores.session.getState() }));
    expect(renders).toBe(settled + 1);
  });
});
