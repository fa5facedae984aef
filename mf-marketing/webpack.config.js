import makeConfig from '@xchange/config/webpack';

const base = makeConfig({
  appDir: import.meta.dirname,
  name: 'marketing',
  port: 3001,
  exposes: { './app': './src/app/lifecycles.ts' },
});

// The welcome video's captions ship as a file beside it, like the video and its poster.
export default (env, argv) => {
  const config = base(env, argv);
  config.module.rules.push({ test: /\.vtt$/, type: 'asset/resource' });
  return config;
};
