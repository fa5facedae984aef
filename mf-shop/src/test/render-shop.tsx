import { useLocation } from 'react-router-dom';
import { createMockApi, renderWithShell, type MockRoutes, type RenderWithShellOptions } from '@xchange/remote-kit/testing';
import { ShopPage } from '../features/catalog/components/shop-page';

function AddressBar() {
  const location = useLocation();
  return <output aria-label="Address">{location.search}</output>;
}

/** The shop page on mock API answers, with the router's query string readable as 'Address'. */
export function renderShop(routes: MockRoutes, options: Omit<RenderWithShellOptions, 'api'> = {}) {
  const { api, calls } = createMockApi(routes);
  const result = renderWithShell(
    <>
      <ShopPage />
      <AddressBar />
    </>,
    { route: '/xchangeShop', remote: 'shop', ...options, api },
  );
  const homepageBodies = () => calls.filter((c) => c.path === 'home/homepage').map((c) => c.json);
  return { ...result, calls, homepageBodies };
}
