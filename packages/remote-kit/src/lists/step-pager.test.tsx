import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../testing';
import { StepPager } from './step-pager';

function Reviews({ pages }: { pages: number }) {
  const [page, setPage] = useState(1);
  return <StepPager page={page} pages={pages} onPage={setPage} previousLabel="Newer reviews" nextLabel="Older reviews" />;
}

describe('StepPager', () => {
  it('steps between pages with each button off at its end', async () => {
    renderWithShell(<Reviews pages={2} />);
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Newer reviews' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Older reviews' }));
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Older reviews' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Newer reviews' }));
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
  });

  it('shows nothing for a single page', () => {
    renderWithShell(<Reviews pages={1} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
