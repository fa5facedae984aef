import webpack from 'webpack';
import makeConfig, { serverConfig } from '@xchange/config/webpack';

const base = makeConfig({
  appDir: import.meta.dirname,
  name: 'shop',
  port: 3002,
  exposes: { './app': './src/app/lifecycles.ts' },
});

// `pnpm release mf-shop --mark <text>` stamps its build; unset, the shop shows no build line (release-mark.tsx).
const releaseMark = () =>
  new webpack.DefinePlugin({ 'process.env.XCHANGE_RELEASE_MARK': JSON.stringify(process.env.XCHANGE_RELEASE_MARK ?? '') });

// A production build also writes the server entry the gateway renders the shop's first view with (dist/server/).
export default (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(releaseMark());
  if ((argv?.mode ?? 'production') !== 'production') return config;
  const server = serverConfig({ appDir: import.meta.dirname, entry: './src/server.ts' });
  server.plugins.push(releaseMark());
  return [config, server];
};
