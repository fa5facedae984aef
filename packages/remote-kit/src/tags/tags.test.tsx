import { screen } from '@testing-library/react';
import { renderWithShell } from '../testing';
import { TagChips } from './tag-chips';
import { hasTag, withTag } from './tag-list';

describe('TagChips', () => {
  it('lists the tags, each with a button that removes it', async () => {
    const onChange = jest.fn();
    const { user } = renderWithShell(<TagChips tags={['PMI', 'Buyer']} label="Chosen tags" onChange={onChange} />);
    expect(screen.getByLabelText('Chosen tags')).toHaveTextContent('PMIBuyer');
    await user.click(screen.getByRole('button', { name: 'Remove tag PMI' }));
    expect(onChange).toHaveBeenCalledWith(['Buyer']);
  });

  it('shows nothing while there are no tags', () => {
    renderWithShell(<TagChips tags={[]} label="Tags added" onChange={jest.fn()} />);
    expect(screen.queryByLabelText('Tags added')).not.toBeInTheDocument();
  });
});

describe('withTag', () => {
  it('adds a new tag, but not an empty one, one already there in any case, or one past the limit', () => {
    const tags = ['PMI'];
    expect(withTag(tags, 'Seller', 20)).toEqual(['PMI', 'Seller']);
    expect(withTag(tags, '', 20)).toBe(tags);
    expect(withTag(tags, 'pmi', 20)).toBe(tags);
    expect(withTag(tags, 'Seller', 1)).toBe(tags);
    expect(hasTag(tags, 'pMi')).toBe(true);
  });
});
