export { renderWithShell, type RenderWithShellOptions, type RenderWithShellResult } from './render-with-shell';
export { createTestSessionStore, createTestCartStore } from './create-test-stores';
export { createMockApi, MockHttpError, type MockRequest, type MockResponse, type MockRoutes } from './create-mock-api';
export { stripeDoubles, stripeJsDouble, stripeProviderProps, type StripeProviderProps } from './stripe-doubles';
export { profiled, renderCounts } from './render-counts';
