import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { demoSession, storeAuth } from '../support/login';
import { routeGroups, walkRoutes } from '../support/route-walk';

// Routes per test: one page per role reused across its routes, while the visitor's many routes use both workers.
const perTest = 14;

for (const viewer of ['visitor', 'buyer', 'seller', 'admin'] as const) {
  for (const routes of routeGroups(viewer, perTest)) {
    test(`the routes ${routes[0]!.path} … ${routes.at(-1)!.path} have no serious axe violations for ${viewer === 'admin' ? 'an' : 'a'} ${viewer}`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + routes.length * 12_000);
      const session = viewer === 'visitor' ? undefined : await demoSession(page.request, viewer);
      if (session && viewer !== 'visitor') await storeAuth(page, session, viewer);
      await walkRoutes(page, routes, session, async (p) => void (await expectNoSeriousA11yViolations(p)), 12);
    });
  }
}
