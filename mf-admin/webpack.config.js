import makeConfig from '@xchange/config/webpack';

export default makeConfig({
  appDir: import.meta.dirname,
  name: 'admin',
  port: 3005,
  exposes: { './app': './src/app/lifecycles.ts' },
});
