export { renderWithShell, type RenderWithShellOptions, type RenderWithShellResult } from './render-with-shell';
export { createTestSessionStore, createTestCartStore } from './create-test-stores';
