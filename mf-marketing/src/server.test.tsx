/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Node, as a server renders: no document, no window, Emotion's server build.
import { renderFirstView } from './server';

// these pages are text, pictures and links: drawing them asks the API nothing
const fetch = jest.fn<Promise<Response>, Parameters<typeof globalThis.fetch>>(() => Promise.reject(new Error('no request expected')));
const render = (url: string) =>
  renderFirstView({ url, apiBase: 'http://api.invalid/api/v1', fetch, narrow: false, assetsBase: '/remotes/marketing/' });

afterEach(() => expect(fetch).not.toHaveBeenCalled());

describe("the marketing pages' first view rendered on the server", () => {
  it('draws the home page, styled, with nothing for the page’s CSP to refuse', async () => {
    const view = await render('/home');
    expect(view).not.toBeNull();
    expect(view!.html).toContain('The Xchange Marketplace');
    expect(view!.html).toContain('Start Shopping');
    expect(view!.html).toMatch(/<style data-emotion="css [^"]+">/);
    expect(view!.html).not.toContain('<script');
    expect(view!.stateTag).toMatch(/^<script type="application\/json" id="xchange-ssr-marketing">/);
  });

  it('draws the pages of text and links: a hub and an information page', async () => {
    expect((await render('/sellerhubpage'))!.html).toContain('Five steps');
    expect((await render('/aboutus'))!.html).toContain('<h1');
  });

  it('leaves a page with a form to the browser', async () => {
    for (const url of ['/loginpage', '/contact', '/lease', '/verification?email=a%40b.test', '/']) expect(await render(url)).toBeNull();
  });
});
