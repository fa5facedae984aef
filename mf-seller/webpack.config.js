import makeConfig from '@xchange/config/webpack';

export default makeConfig({
  appDir: import.meta.dirname,
  name: 'seller',
  port: 3004,
  exposes: { './app': './src/app/lifecycles.ts' },
});
