import { screen, waitFor } from '@testing-library/react';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import { MyAccountPage } from './components/my-account-page';

const profile = {
  id: 5,
  username: 'ada@lab.test',
  firstname: 'Ada',
  lastname: 'Lovelace',
  company: 'Analytical Engines',
  phone: '+1 212 555 0100',
  address: '12 St James Square, London',
  profilePhoto: '/media/profile/5.jpg',
};
const session = { type: 'buyer' as const, data: { id: 5, firstname: 'Ada', lastname: 'Lovelace', username: 'ada@lab.test' } };

describe('/myacc', () => {
  it('loads the buyer profile, saves it and updates the stored user', async () => {
    const mock = createMockApi({
      'GET buyerprofile/get-profile': { body: profile },
      'PUT buyerprofile/update': ({ json }) => ({ body: { ...profile, ...(json as object) } }),
    });
    const { user, notify, session: store } = renderWithShell(<MyAccountPage />, { route: '/myacc', session, api: mock.api });
    expect(screen.getByRole('heading', { level: 1, name: 'MY ACCOUNT' })).toBeInTheDocument();
    const last = await screen.findByRole('textbox', { name: /Last Name/ });
    expect(screen.getByAltText('Profile picture')).toHaveAttribute('src', '/media/profile/5.jpg');
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    await user.clear(last);
    await user.type(last, 'King');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'My account is updated' }));
    expect(store.getState().data).toMatchObject({ lastname: 'King', company: 'Analytical Engines' });
  });

  it('says so when the profile cannot be loaded', async () => {
    const mock = createMockApi({ 'GET buyerprofile/get-profile': { status: 500, body: { errors: ['Server error'] } } });
    renderWithShell(<MyAccountPage />, { route: '/myacc', session, api: mock.api });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile could not be loaded.');
  });
});
