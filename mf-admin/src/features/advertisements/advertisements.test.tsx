import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import { AdvertisementsPage } from './components/advertisements-page';

const session = { type: 'admin' as const, data: { id: 1, name: 'Dana', authuser: 'admin@lab.test' } };
const advert = {
  id: 4,
  name: 'Calibration week',
  url: 'https://cal.example.com',
  tags: ['RF'],
  file: { url: '/media/adverts/a.jpg', fileType: 'image' },
  sellerid: null,
};

function setup() {
  const mock = createMockApi({
    'POST advert': ({ json, body }) =>
      json ? { body: { content: [advert], totalElements: 1 } } : { body: { ...advert, id: 5, name: (body as FormData).get('name') } },
    'PUT advert/deleteAdvert': { body: { message: 'Advertisement is deleted.' } },
  });
  return { ...renderWithShell(<AdvertisementsPage />, { route: '/admin-advertisement', session, api: mock.api }), calls: mock.calls };
}

describe('advertisements (docs/product.md §2.7)', () => {
  it('lists adverts by name with their picture, link and tags', async () => {
    const { calls } = setup();
    expect(await screen.findByRole('img', { name: 'Calibration week' })).toHaveAttribute('src', '/media/adverts/a.jpg');
    expect(screen.getByRole('link', { name: 'cal.example.com' })).toHaveAttribute('href', 'https://cal.example.com');
    expect(screen.getByRole('link', { name: 'cal.example.com' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(calls[0]?.json).toMatchObject({ sortBy: 'name', sortOrder: 'asc' });
  });

  it('checks name and URL, confirms tags with Enter and sends multipart', async () => {
    const { user, calls, notify } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Advertisement' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /Redirect URL/ }), 'javascript:alert(1)');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Name is required.')).toBeInTheDocument();
    expect(dialog.getByText('Enter a valid URL')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Spring sale');
    await user.clear(dialog.getByRole('textbox', { name: /Redirect URL/ }));
    await user.type(dialog.getByRole('textbox', { name: /Redirect URL/ }), 'https://shop.example.com/spring');
    await user.type(dialog.getByRole('textbox', { name: 'Tags' }), 'Scopes{Enter}Meters{Enter}');
    expect(dialog.getByRole('button', { name: 'Remove tag Scopes' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Advertisement added successfully' }));
    const sent = calls.find((c) => c.method === 'POST' && c.body instanceof FormData)?.body as FormData;
    expect([sent.get('name'), sent.get('url'), sent.getAll('tags')]).toEqual([
      'Spring sale',
      'https://shop.example.com/spring',
      ['Scopes', 'Meters'],
    ]);
  });

  it('refuses a file that is neither picture nor video before sending', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Advertisement' }));
    const input = screen.getByLabelText('Document (picture or video)') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Please choose a picture (JPEG, PNG, WebP) or a video (MP4, WebM).')).toBeInTheDocument();
  });

  it('deletes after the §8 confirmation', async () => {
    const { user, notify, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Calibration week' }));
    expect(await screen.findByText('Are you sure you want to delete this advertise?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Advertisement is deleted.' }));
    expect(calls.find((c) => c.path === 'advert/deleteAdvert')?.searchParams).toEqual({ id: 4 });
  });
});
