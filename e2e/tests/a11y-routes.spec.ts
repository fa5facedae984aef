import { expect, test } from '@playwright/test';
import { routeTable } from '@xchange/contract';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { demoSession, storeAuth } from '../support/login';
import { addressOfRoute, openRoute, viewersOf } from '../support/route-walk';

// Routes per test: one page per role reused across its routes, while the visitor's many routes use both workers.
const perTest = 14;

for (const viewer of ['visitor', 'buyer', 'seller', 'admin'] as const) {
  const all = routeTable.filter((r) => viewersOf(r).includes(viewer));
  for (let from = 0; from < all.length; from += perTest) {
    const routes = all.slice(from, from + perTest);

    test(`the routes ${routes[0]!.path} … ${routes.at(-1)!.path} have no serious axe violations for ${viewer === 'admin' ? 'an' : 'a'} ${viewer}`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + routes.length * 12_000);
      const session = viewer === 'visitor' ? undefined : await demoSession(page.request, viewer);
      if (session && viewer !== 'visitor') await storeAuth(page, session, viewer);
      const failures: string[] = [];
      for (const route of routes) {
        const address = await addressOfRoute(page, route, session);
        await test.step(address, async () => {
          try {
            await openRoute(page, address, route.remote);
            await expectNoSeriousA11yViolations(page);
          } catch (error) {
            failures.push(`${address}: ${(error as Error).message.split('\n').slice(0, 12).join('\n')}`);
          }
        });
      }
      expect(failures, failures.join('\n\n')).toEqual([]);
    });
  }
}
