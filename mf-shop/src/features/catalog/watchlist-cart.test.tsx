import { screen, waitFor, within } from '@testing-library/react';
import { ok, product, seller, buyer, shopRoutes } from '../../test/fixtures';
import { renderShop } from '../../test/render-shop';

const card = async (id: number) => within(await screen.findByRole('article', { name: `Keysight DSOX3034A oscilloscope ${id}` }));
const wishlistCalls = (calls: { path: string }[]) => calls.filter((c) => c.path.startsWith('wishlist/'));

describe('watchlist hearts', () => {
  it('ask a visitor to log in first and call nothing', async () => {
    const { user, notify, calls } = renderShop(shopRoutes(ok([product(1)])));
    await user.click((await card(1)).getByRole('button', { name: /Add .* to watchlist/ }));
    expect(notify).toHaveBeenCalledWith({ type: 'info', title: 'Please login first to add watchlist' });
    expect(wishlistCalls(calls)).toHaveLength(0);
  });

  it("toggle a buyer's watchlist with the docs/product.md §8 notices and show isStarred", async () => {
    const { user, notify, calls } = renderShop(
      shopRoutes(ok([product(1), product(2, { isStarred: true })]), {
        'POST wishlist/add': { body: { message: 'Watchlist added' } },
        'POST wishlist/remove': { body: { message: 'Watchlist removed.' } },
      }),
      { session: buyer },
    );
    expect((await card(2)).getByRole('button', { name: /Remove .* from watchlist/ })).toHaveAttribute('aria-pressed', 'true');
    const heart = (await card(1)).getByRole('button', { name: /watchlist/ });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Added to Watchlist' }));
    expect(wishlistCalls(calls).at(-1)).toMatchObject({ method: 'POST', path: 'wishlist/add', searchParams: { productid: 1 } });
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: /oscilloscope 1$/ })).getByRole('button', { name: /watchlist/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await user.click((await card(2)).getByRole('button', { name: /Remove .* from watchlist/ }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Removed from Watchlist' }));
    expect(wishlistCalls(calls).at(-1)).toMatchObject({ path: 'wishlist/remove', searchParams: { productid: 2 } });
  });

  it('and cart icons are hidden for a seller', async () => {
    renderShop(shopRoutes(ok([product(1)])), { session: seller });
    const c = await card(1);
    expect(c.queryByRole('button', { name: /watchlist/ })).toBeNull();
    expect(c.queryByRole('button', { name: /cart/ })).toBeNull();
  });
});

describe('cart icons', () => {
  it("put a product in the shell's cart and take it out again", async () => {
    const { user, cart } = renderShop(shopRoutes(ok([product(1, { discountprice: 8500 })])), { session: buyer });
    await user.click((await card(1)).getByRole('button', { name: 'Add Keysight DSOX3034A oscilloscope 1 to cart' }));
    expect(cart.getState().lines).toEqual([expect.objectContaining({ id: 1, quantity: 1, price: 9001, discountPrice: 8500, sellerid: 3 })]);
    const remove = (await card(1)).getByRole('button', { name: 'Remove Keysight DSOX3034A oscilloscope 1 from cart' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    await user.click(remove);
    expect(cart.getState().lines).toEqual([]);
  });

  it('show for a visitor, and a product already in the cart shows as added', async () => {
    renderShop(shopRoutes(ok([product(1)])), {
      cartLines: [{ id: 1, productname: 'x', price: 1, discountPrice: '', sellerid: 3, quantity: 2 }],
    });
    expect((await card(1)).getByRole('button', { name: /Remove .* from cart/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
