import { render, screen } from '@testing-library/react';
import { UiProvider } from '@xchange/ui';
import { ReleaseMark } from './release-mark';

describe('ReleaseMark', () => {
  it('names the release build it was stamped with', () => {
    render(
      <UiProvider>
        <ReleaseMark mark="r42" />
      </UiProvider>,
    );
    expect(screen.getByText('Shop build r42')).toBeInTheDocument();
  });

  it('shows nothing in an ordinary build', () => {
    const { container } = render(
      <UiProvider>
        <ReleaseMark mark="" />
      </UiProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
