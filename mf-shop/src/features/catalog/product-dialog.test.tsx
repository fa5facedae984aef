import { screen, waitFor, within } from '@testing-library/react';
import { ok, product, shopRoutes } from '../../test/fixtures';
import { renderShop } from '../../test/render-shop';

const listing = product(4, {
  productname: 'Agilent 34401A bench multimeter',
  manufacturer: 'Agilent',
  price: 1200,
  discountprice: 950,
  location: 'Boston, Massachusetts, US',
  primaryfile: { url: '/media/front.jpg', fileType: 'image' },
  productfiles: [
    { url: '/media/front.jpg', fileType: 'image' },
    { url: '/media/demo.mp4', fileType: 'video' },
    { url: '/media/back.jpg', fileType: 'image' },
  ],
});

describe('the detail dialog', () => {
  it('shows the gallery with a video, the facts and the discount against the struck price', async () => {
    const { user } = renderShop(shopRoutes(ok([listing])));
    await user.click(await screen.findByRole('button', { name: 'Agilent 34401A bench multimeter: view details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Agilent 34401A bench multimeter' }));
    expect(dialog.getByText(listing.description)).toBeInTheDocument();
    expect(dialog.getByText('Brand').nextElementSibling).toHaveTextContent('Agilent');
    expect(dialog.getByText('Location').nextElementSibling).toHaveTextContent('Boston, Massachusetts, US');
    expect(dialog.getByText('Price').nextElementSibling).toHaveTextContent('Discount price $950Was $1,200');
    expect(dialog.getByText('$1,200').closest('s')).not.toBeNull();

    const gallery = within(dialog.getByRole('group', { name: 'Pictures and videos of Agilent 34401A bench multimeter' }));
    expect(gallery.getByRole('img', { name: /picture 1 of 3/ })).toHaveAttribute('src', '/media/front.jpg');
    await user.click(gallery.getByRole('button', { name: 'Next' }));
    expect(gallery.getByLabelText(/Video 2 of 3/)).toHaveAttribute('src', '/media/demo.mp4');
    expect(gallery.getByLabelText(/Video 2 of 3/).tagName).toBe('VIDEO');
    await user.click(gallery.getByRole('button', { name: 'Next' }));
    expect(gallery.getByRole('img', { name: /picture 3 of 3/ })).toHaveAttribute('src', '/media/back.jpg');
    await user.click(gallery.getByRole('button', { name: 'Next' }));
    expect(gallery.getByRole('img', { name: /picture 1 of 3/ })).toBeInTheDocument();
    await user.click(gallery.getByRole('button', { name: 'Previous' }));
    expect(gallery.getByRole('img', { name: /picture 3 of 3/ })).toBeInTheDocument();
    await user.click(gallery.getByRole('button', { name: 'Show video 2 of 3' }));
    expect(gallery.getByLabelText(/Video 2 of 3/)).toBeInTheDocument();

    expect(dialog.getByRole('link', { name: /own page/ })).toHaveAttribute('href', '/product/4');
  });

  it('moves through the gallery with the arrow keys and closes with Escape', async () => {
    const { user } = renderShop(shopRoutes(ok([listing])));
    await user.click(await screen.findByRole('button', { name: 'Agilent 34401A bench multimeter: view details' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img', { name: /picture 3 of 3/ })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByRole('img', { name: /picture 1 of 3/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Agilent 34401A bench multimeter' })).toBeNull());
  });
});
