import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createMockApi, renderWithShell, type MockRoutes } from '@xchange/remote-kit/testing';
import { product } from '../../../../test/fixtures';
import { ProductPage } from '../product-page';
import { AskQuestionButton } from './ask-question-button';

const listing = { id: 17, productname: 'Tektronix MDO3104 oscilloscope' };
const buyer = { type: 'buyer' as const, data: { id: 7, firstname: 'Ada', lastname: 'Lovelace', username: 'ada@lab.test' } };
const seller = { type: 'seller' as const, data: { id: 3, firstname: 'Sam', lastname: 'Ortiz', username: 'sam@lab.test' } };
const admin = { type: 'admin' as const, data: { id: 1, firstname: 'Ann', lastname: 'Admin', username: 'admin@lab.test' } };

const asked: MockRoutes = {
  'POST message/question': ({ json }) => ({
    body: {
      threadid: 150,
      message: {
        id: 60,
        usertype: 'buyer',
        messagetext: (json as { messagetext: string }).messagetext,
        messagedate: '2026-11-21T09:00:00.000Z',
        notify: true,
      },
    },
  }),
};

const renderButton = (session?: typeof buyer | typeof seller | typeof admin, routes: MockRoutes = asked) => {
  const mock = createMockApi(routes);
  return { ...renderWithShell(<AskQuestionButton product={listing} />, { session, api: mock.api }), calls: mock.calls };
};

describe('Ask a question on a listing (docs/product.md §2.5)', () => {
  it('sends a visitor to log in and back to the listing', async () => {
    const { user, navigate } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Ask a question' }));
    expect(navigate).toHaveBeenCalledWith('/loginpage?returnTo=%2Fproduct%2F17');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not offered to sellers, whose own listings these may be, nor to admins', () => {
    renderButton(seller);
    expect(screen.queryByRole('button', { name: 'Ask a question' })).not.toBeInTheDocument();
    renderButton(admin);
    expect(screen.queryByRole('button', { name: 'Ask a question' })).not.toBeInTheDocument();
  });

  it('lets a buyer write the question with a length counter, sends it and points to the messages', async () => {
    const { user, calls } = renderButton(buyer);
    await user.click(screen.getByRole('button', { name: 'Ask a question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask the seller a question' });
    expect(dialog).toHaveTextContent('About "Tektronix MDO3104 oscilloscope".');
    await user.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(within(dialog).getByText('Required.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    const box = within(dialog).getByRole('textbox', { name: 'Your question' });
    expect(box).toHaveAttribute('maxlength', '2000');
    await user.type(box, 'Are the probes included?');
    expect(within(dialog).getByText('24/2,000 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send question' }));

    const sent = await screen.findByRole('dialog', { name: 'Question sent' });
    expect(within(sent).getByRole('status')).toHaveTextContent('Your question was sent to the seller.');
    expect(within(sent).getByRole('link', { name: 'Go to your messages' })).toHaveAttribute('href', '/msg');
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: 'message/question',
        json: { productId: 17, messagetext: 'Are the probes included?' },
      }),
    ]);
  });

  it('keeps the question for another try when the listing left the shop', async () => {
    const { user, calls } = renderButton(buyer, {
      'POST message/question': {
        status: 404,
        body: { errors: ['This listing is not available in the shop.'], code: 'ERR_NOT_FOUND' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Ask a question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask the seller a question' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your question' }), 'Still available?');
    await user.click(within(dialog).getByRole('button', { name: 'Send question' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await within(dialog).findByRole('button', { name: 'Send question' })).toBeEnabled();
    expect(screen.queryByRole('dialog', { name: 'Question sent' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Your question' })).toHaveValue('Still available?');
  });

  it('sits on the listing page', async () => {
    const { api } = createMockApi({ 'GET product/17': { body: product(17) } });
    renderWithShell(
      <Routes>
        <Route path="/product/:id" element={<ProductPage />} />
      </Routes>,
      { route: '/product/17', api, session: buyer },
    );
    expect(await screen.findByRole('button', { name: 'Ask a question' })).toBeInTheDocument();
  });
});
