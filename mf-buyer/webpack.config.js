import makeConfig from '@xchange/config/webpack';

export default makeConfig({
  appDir: import.meta.dirname,
  name: 'buyer',
  port: 3003,
  exposes: { './app': './src/app/lifecycles.ts' },
});
