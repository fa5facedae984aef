import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * The search box once its combobox has loaded: the pointer reaches it first, as a visitor's does. Typing into the
 * plain field that stands in until then is its own test (search-suggestions.test.tsx): user-event keeps typing into the
 * element it was handed, which the swap replaces, where a browser types into whatever has the focus.
 */
export async function reachSearchBox(user: UserEvent, name = 'Search the catalog'): Promise<HTMLElement> {
  await user.hover(screen.getByRole('combobox', { name }));
  return waitFor(() => {
    const box = screen.getByRole('combobox', { name });
    expect(box).toHaveAttribute('aria-controls');
    return box;
  });
}
