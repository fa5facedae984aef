import makeConfig from '@xchange/config/webpack';

export default makeConfig({
  appDir: import.meta.dirname,
  name: 'shop',
  port: 3002,
  exposes: { './app': './src/app/lifecycles.ts' },
});
