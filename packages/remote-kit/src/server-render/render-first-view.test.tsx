/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { createMockApi } from '../testing';
import { renderFirstView } from './render-first-view';

// What the server build writes for an imported file (packages/config's serverConfig): its URL under a mark.
const mark = '/__xchange_remote_folder__/';

function Poster() {
  return <img src={`${process.env.XCHANGE_SERVER_ASSETS_BASE ?? ''}assets/welcome-poster.1a2b3c4d.jpg`} alt="Welcome" />;
}

const render = (assetsBase?: string) =>
  renderFirstView({ name: 'marketing', App: Poster, url: '/home', api: createMockApi({}).api, ...(assetsBase ? { assetsBase } : {}) });

describe("a server render's imported files", () => {
  beforeEach(() => {
    process.env.XCHANGE_SERVER_ASSETS_BASE = mark;
  });
  afterEach(() => {
    delete process.env.XCHANGE_SERVER_ASSETS_BASE;
  });

  it('point into the folder the gateway names (a release is served from its own)', async () => {
    const view = await render('/releases/marketing/1.4.0/');
    expect(view!.html).toContain('src="/releases/marketing/1.4.0/assets/welcome-poster.1a2b3c4d.jpg"');
    expect(view!.html).not.toContain(mark);
  });

  it('leave the page to the browser when nobody said where they are', async () => {
    expect(await render()).toBeNull();
  });
});
