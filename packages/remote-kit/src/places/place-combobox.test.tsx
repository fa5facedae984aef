import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import type { Place } from '@xchange/contract';
import { createMockApi, renderWithShell } from '../testing';
import { PlaceOptions } from './place-options';
import { usePlaceCombobox } from './use-place-combobox';

const austin: Place = { label: 'Austin, Texas, United States', latitude: 30.27, longitude: -97.74 } as Place;
const aurora: Place = { label: 'Aurora, Colorado, United States', latitude: 39.73, longitude: -104.83 } as Place;

function CityField({ onPick }: { onPick: (p: Place) => void }) {
  const [text, setText] = useState('');
  const combo = usePlaceCombobox({ query: text, delayMs: 0, onPick: (p) => (setText(p.label), onPick(p)) });
  return (
    <div style={{ position: 'relative' }}>
      <label htmlFor="city">City</label>
      <input id="city" value={text} {...combo.inputProps} onChange={(e) => (setText(e.target.value), combo.typed())} onBlur={combo.close} />
      <PlaceOptions listId={combo.listId} shown={combo.shown} active={combo.active} onPick={combo.pick} />
    </div>
  );
}

describe('place combobox', () => {
  it('suggests cities for two letters or more and picks one with the arrow keys and Enter', async () => {
    const { api, calls } = createMockApi({ 'GET places': { body: [austin, aurora] } });
    const picked = jest.fn();
    const { user } = renderWithShell(<CityField onPick={picked} />, { api });
    const input = screen.getByRole('combobox', { name: 'City' });
    await user.type(input, 'A');
    expect(screen.queryByRole('option')).toBeNull();
    await user.type(input, 'u');
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(calls.at(-1)?.searchParams).toMatchObject({ q: 'Au' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', expect.stringMatching(/-1$/));
    await user.keyboard('{Enter}');
    expect(picked).toHaveBeenCalledWith(aurora);
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
    expect(input).toHaveValue('Aurora, Colorado, United States');
  });

  it('closes the list on Escape', async () => {
    const { api } = createMockApi({ 'GET places': { body: [austin] } });
    const { user } = renderWithShell(<CityField onPick={jest.fn()} />, { api });
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'Aus');
    expect(await screen.findByRole('option', { name: austin.label })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).toBeNull();
  });
});
