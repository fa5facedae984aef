import makeConfig, { serverConfig } from '@xchange/config/webpack';

const base = makeConfig({
  appDir: import.meta.dirname,
  name: 'marketing',
  port: 3001,
  exposes: { './app': './src/app/lifecycles.ts' },
});

// The welcome video's captions ship as a file beside it, like the video and its poster. A production build also
// writes the server entry the gateway renders the marketing pages' first view with (dist/server/).
export default (env, argv) => {
  const config = base(env, argv);
  config.module.rules.push({ test: /\.vtt$/, type: 'asset/resource' });
  if ((argv?.mode ?? 'production') !== 'production') return config;
  return [config, serverConfig({ appDir: import.meta.dirname, entry: './src/server.ts' })];
};
