// The host: header, footer, route guard and one single-spa application per remote.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const makeConfig = require('@xchange/config/webpack');
const { StartupFilesPlugin } = require('@xchange/config/startup-files');
const { GlobalStylesheetPlugin } = require('@xchange/ui/global-stylesheet-plugin');

/** Each remote and the port of its dev server (`pnpm --filter @xchange/mf-<name> dev`). */
const devPorts = { marketing: 3001, shop: 3002, buyer: 3003, seller: 3004, admin: 3005 };
const remoteDirs = Object.keys(devPorts).map((name) => [name, path.join(__dirname, '..', `mf-${name}`)]);
const plugin = (file) => path.join(__dirname, 'src', 'federation', file);

const base = makeConfig({
  appDir: __dirname,
  name: 'shell',
  port: 3000,
  publicPath: '/',
  html: true,
  // The remote map applies remotes.json (the dev servers' map when no gateway inlines one); retry before fallback.
  runtimePlugins: [
    [
      plugin('remote-map-plugin.ts'),
      {
        devRemotes: Object.fromEntries(Object.entries(devPorts).map(([name, port]) => [name, `http://localhost:${port}/mf-manifest.json`])),
      },
    ],
    plugin('retry-plugin.ts'),
    plugin('fallback-plugin.ts'),
  ],
});

/**
 * XCHANGE_COMPOSITION=static builds the same site as one ordinary app into dist-static/: no Module Federation, the
 * shell importing each remote's `./app` directly (still one lazily loaded chunk per remote, as any routed app would
 * split), with each remote's own extra loaders and definitions. Only the front-end benchmark uses it, to measure what
 * runtime composition costs (infra/bench/README.md).
 * @param {import('webpack').Configuration} config
 * @param {unknown} env
 * @param {{ mode?: 'production' | 'development' | 'none' }} argv
 */
async function composeStatically(config, env, argv) {
  const webpack = require('webpack');
  config.output = { ...config.output, path: path.join(__dirname, 'dist-static'), uniqueName: 'xchange-static' };
  config.plugins = (config.plugins ?? []).filter(
    (p) => p && !['ModuleFederationPlugin', 'StartupFilesPlugin'].includes(p.constructor.name),
  );
  config.plugins.push(new StartupFilesPlugin({ startup: 'bootstrap', remotes: Object.keys(devPorts) }));
  const rules = config.module?.rules ?? [];
  for (const [, dir] of remoteDirs) {
    // a remote's production config may be a list: its browser build first, then its server entry's
    /** @type {import('webpack').Configuration} */
    const remote = [(await import(path.join(dir, 'webpack.config.js'))).default(env, argv)].flat()[0];
    for (const rule of remote.module?.rules ?? []) {
      if (rule && typeof rule === 'object' && !rules.some((r) => r && typeof r === 'object' && String(r.test) === String(rule.test)))
        rules.push(rule);
    }
    for (const plugin of remote.plugins ?? []) if (plugin instanceof webpack.DefinePlugin) config.plugins.push(plugin);
  }
  config.resolve = {
    ...config.resolve,
    alias: Object.fromEntries(remoteDirs.map(([name, dir]) => [`${name}/app$`, path.join(dir, 'src', 'app', 'lifecycles.ts')])),
  };
  // the loaders that import each remote's lifecycles directly, in place of the ones that load its container
  config.plugins.push(
    new webpack.NormalModuleReplacementPlugin(/[\\/]federation[\\/]app-loaders$/, (resource) => {
      resource.request = `${resource.request}.static`;
    }),
  );
  return config;
}

// The gateway inlines the runtime config at <!--xchange:config-->: the minifier must keep that comment.
module.exports = async (env, argv) => {
  const config = process.env.XCHANGE_COMPOSITION === 'static' ? await composeStatically(base(env, argv), env, argv) : base(env, argv);
  config.plugins.push(new GlobalStylesheetPlugin());
  for (const p of config.plugins) {
    if (p instanceof HtmlWebpackPlugin && (argv.mode || 'production') === 'production') {
      p.options.minify = {
        collapseWhitespace: true,
        keepClosingSlash: true,
        removeComments: true,
        ignoreCustomComments: [/^xchange:config$/],
        removeRedundantAttributes: true,
        removeScriptTypeAttributes: true,
        removeStyleLinkTypeAttributes: true,
        useShortDoctype: true,
      };
    }
  }
  return config;
};
