import { screen } from '@testing-library/react';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import { AuditLogPage } from './components/audit-log-page';
import { detailText } from './components/audit-texts';

const session = { type: 'admin' as const, data: { id: 1, name: 'Dana', authuser: 'admin@lab.test' } };

describe('audit log page', () => {
  it('lists who did what, on what and when, newest first', async () => {
    const mock = createMockApi({
      'POST admin/audit-log': {
        body: {
          content: [
            {
              id: 9,
              actorId: 1,
              actor: 'Dana Whitfield',
              action: 'seller.deactivate',
              target: 'seller 4',
              detail: { name: 'Sam Ray' },
              at: '2030-03-01T14:05:00.000Z',
            },
          ],
          totalElements: 1,
        },
      },
    });
    renderWithShell(<AuditLogPage />, { route: '/admin-audit-log', session, api: mock.api });
    expect(await screen.findByRole('cell', { name: 'Seller deactivated' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Dana Whitfield' })).toBeInTheDocument();
    expect(screen.getByText('name: Sam Ray')).toBeInTheDocument();
    expect(screen.getByText(/Mar 1, 2030/)).toHaveAttribute('datetime', '2030-03-01T14:05:00.000Z');
    expect(mock.calls[0]?.json).toEqual({ page: 1, size: 5, sortBy: 'at', sortOrder: 'desc' });
  });

  it('writes details as short readable parts', () => {
    expect(detailText({ name: 'Fluke Corp', previousName: 'Fluke', newDocument: true, url: '' })).toBe(
      'name: Fluke Corp · was: Fluke · new file: yes',
    );
    expect(detailText(null)).toBe('');
  });
});
