import { createRef, useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-utils';
import { TextInput } from './text-input';

describe('TextInput', () => {
  it('collapses repeated whitespace and trims on blur, through onChange', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    const seen: string[] = [];
    function Harness() {
      const [value, setValue] = useState('');
      return (
        <TextInput
          label="Company Name"
          value={value}
          onChange={(event) => {
            seen.push(event.target.value);
            setValue(event.target.value);
          }}
          onValueChange={onValueChange}
        />
      );
    }
    renderWithUi(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Company Name' });
    await user.type(input, '  a   b  ');
    await user.tab();
    expect(input).toHaveValue('a b');
    expect(seen.at(-1)).toBe('a b');
    expect(onValueChange).toHaveBeenCalledWith('a b');
  });

  it('cleans an uncontrolled input too, as registered fields are', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn((event: { target: { value: string } }) => event.target.value);
    renderWithUi(<TextInput label="Last Name" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), ' Smith   Jones ');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Smith Jones');
    expect(onChange.mock.results.at(-1)?.value).toBe('Smith Jones');
  });

  it('accepts at most 50 characters', async () => {
    const user = userEvent.setup();
    renderWithUi(<TextInput label="First Name" />);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    await user.type(input, 'x'.repeat(60));
    expect(input).toHaveValue('x'.repeat(50));
  });

  it('shows the error text and marks the field invalid', () => {
    renderWithUi(<TextInput label="Email" error="Email is required." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleErrorMessage('Email is required.');
  });

  it('forwards its ref to the input, as react-hook-form register needs', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithUi(<TextInput label="Phone" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Phone' }));
  });
});
