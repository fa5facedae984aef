import { screen, waitFor } from '@testing-library/react';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { json, mockApi } from '../../test/mock-api';
import { ComingSoonPage } from './components/coming-soon-page';

const thanks = 'Thank you! We will email you when The Xchange Marketplace opens.';

describe('coming soon', () => {
  it('announces the Summer 2024 launch', () => {
    renderWithShell(<ComingSoonPage />, { launched: false });
    expect(screen.getByRole('heading', { level: 1, name: 'The Xchange Marketplace is coming' })).toBeInTheDocument();
    expect(screen.getByText(/Summer 2024/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Visit the marketplace' })).not.toBeInTheDocument();
    expect(document.title).toBe('Coming Soon | The Xchange Marketplace');
  });

  it('after launch it links into the marketplace', () => {
    renderWithShell(<ComingSoonPage />, { launched: true });
    expect(screen.getByRole('link', { name: 'Visit the marketplace' })).toHaveAttribute('href', '/home');
  });

  it('signs an email address up for launch news', async () => {
    const seen = mockApi({ 'POST newsletter': () => json(200, { message: thanks }) });
    const { user, notify } = renderWithShell(<ComingSoonPage />, { launched: false });
    const email = screen.getByRole('textbox', { name: /Email address for launch news/ });
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    await user.type(email, 'lab@');
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByText('Invalid Email.')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    await user.type(email, 'uni.test');
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: thanks }));
    expect(seen[0]).toMatchObject({ path: 'newsletter', body: { email: 'lab@uni.test' } });
    expect(await screen.findByRole('status')).toHaveTextContent(thanks);
    expect(email).toHaveValue('');
  });
});
