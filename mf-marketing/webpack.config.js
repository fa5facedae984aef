import makeConfig from '@xchange/config/webpack';

export default makeConfig({
  appDir: import.meta.dirname,
  name: 'marketing',
  port: 3001,
  exposes: { './app': './src/app/lifecycles.ts' },
});
