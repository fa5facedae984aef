import { screen } from '@testing-library/react';
import { useCart, useNavigateAcross, useNotify, useSession } from './hooks';
import { usePageMeta } from './use-page-meta';
import { renderWithShell } from './testing';

const line = { id: 7, productname: 'Oscilloscope', price: 1200, discountPrice: '' as const, sellerid: 3, quantity: 2 };

function Probe() {
  const type = useSession((s) => s.type);
  const first = useSession((s) => s.data?.firstname);
  const signOut = useSession((s) => s.signOut);
  const count = useCart((s) => s.lines.length);
  const add = useCart((s) => s.add);
  const notify = useNotify();
  const navigate = useNavigateAcross();
  usePageMeta('Probe', 'A page that reads the shell.');
  return (
    <div>
      <p>
        {type ?? 'visitor'} {first}
      </p>
      <p>{count} lines</p>
      <button onClick={() => add({ ...line, id: 8 })}>Add</button>
      <button onClick={signOut}>Out</button>
      <button
        onClick={() => {
          notify({ type: 'info', title: 'Hi' });
          navigate('/home');
        }}
      >
        Go
      </button>
    </div>
  );
}

describe('shell hooks', () => {
  it('read and update the session and cart stores handed in', async () => {
    const { user, navigate, notify } = renderWithShell(<Probe />, {
      session: { type: 'buyer', data: { id: 1, firstname: 'Ada' } },
      cartLines: [line],
    });
    expect(screen.getByText('buyer Ada')).toBeInTheDocument();
    expect(screen.getByText('1 lines')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('2 lines')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(notify).toHaveBeenCalledWith({ type: 'info', title: 'Hi' });
    expect(navigate).toHaveBeenCalledWith('/home');
    await user.click(screen.getByRole('button', { name: 'Out' }));
    expect(screen.getByText('visitor')).toBeInTheDocument();
  });

  it('sets the document title and meta description', () => {
    renderWithShell(<Probe />);
    expect(document.title).toBe('Probe | The Xchange Marketplace');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'A page that reads the shell.');
  });
});
