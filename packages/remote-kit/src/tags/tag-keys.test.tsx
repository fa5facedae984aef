import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithShell } from '../testing';
import { tagKeyHandler } from './tag-keys';

function TagField({
  initial,
  onEnter,
  onEscape,
  onSubmit,
}: {
  initial: string[];
  onEnter: jest.Mock;
  onEscape: jest.Mock;
  onSubmit: jest.Mock;
}) {
  const [tags, setTags] = useState(initial);
  const [text, setText] = useState('');
  return (
    <form aria-label="Tags form" onSubmit={(e) => (e.preventDefault(), onSubmit())}>
      <p aria-label="Tags">{tags.join(',')}</p>
      <input
        aria-label="Tag"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={tagKeyHandler({ text, tags, onChange: setTags, onEnter: () => onEnter(text), onEscape })}
      />
    </form>
  );
}

const setup = (initial = ['PMI', 'Buyer']) => {
  const handlers = { onEnter: jest.fn(), onEscape: jest.fn(), onSubmit: jest.fn() };
  return { ...renderWithShell(<TagField initial={initial} {...handlers} />), ...handlers };
};

describe('tagKeyHandler', () => {
  it('confirms the typed tag on Enter without submitting the form', async () => {
    const { user, onEnter, onSubmit } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Tag' }), 'Seller{Enter}');
    expect(onEnter).toHaveBeenCalledWith('Seller');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('removes the last tag on Backspace in an empty input, and only then', async () => {
    const { user } = setup();
    const input = screen.getByRole('textbox', { name: 'Tag' });
    await user.type(input, 'x{Backspace}');
    expect(screen.getByLabelText('Tags')).toHaveTextContent('PMI,Buyer');
    await user.type(input, '{Backspace}');
    expect(screen.getByLabelText('Tags')).toHaveTextContent(/^PMI$/);
    await user.type(input, '{Backspace}{Backspace}');
    expect(screen.getByLabelText('Tags')).toBeEmptyDOMElement();
  });

  it('hands Escape to the input', async () => {
    const { user, onEscape } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Tag' }), '{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
  });
});
