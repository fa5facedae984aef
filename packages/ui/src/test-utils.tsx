import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { UiProvider } from './provider';

/** Renders inside the Xchange UiProvider, as every app root does. */
export const renderWithUi = (ui: ReactElement) => render(ui, { wrapper: UiProvider });
