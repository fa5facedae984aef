import webpack from 'webpack';
import makeConfig from '@xchange/config/webpack';

const base = makeConfig({
  appDir: import.meta.dirname,
  name: 'shop',
  port: 3002,
  exposes: { './app': './src/app/lifecycles.ts' },
});

// `pnpm release mf-shop --mark <text>` stamps its build; unset, the shop shows no build line (release-mark.tsx).
export default (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(
    new webpack.DefinePlugin({ 'process.env.XCHANGE_RELEASE_MARK': JSON.stringify(process.env.XCHANGE_RELEASE_MARK ?? '') }),
  );
  return config;
};
