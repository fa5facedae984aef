// The host: header, footer, route guard and one single-spa application per remote.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const makeConfig = require('@xchange/config/webpack');

const devRemote = (name, port) => `${name}@http://localhost:${port}/mf-manifest.json`;
const plugin = (file) => path.join(__dirname, 'src', 'federation', file);

const base = makeConfig({
  appDir: __dirname,
  name: 'shell',
  port: 3000,
  publicPath: '/',
  html: true,
  // Build-time defaults for development only: in production the gateway inlines remotes.json (remote-config-plugin).
  remotes: {
    marketing: devRemote('marketing', 3001),
    shop: devRemote('shop', 3002),
    buyer: devRemote('buyer', 3003),
    seller: devRemote('seller', 3004),
    admin: devRemote('admin', 3005),
  },
  runtimePlugins: [plugin('remote-config-plugin.ts'), plugin('retry-plugin.ts'), plugin('fallback-plugin.ts')],
});

// The gateway inlines the runtime config at <!--xchange:config-->: the minifier must keep that comment.
module.exports = (env, argv) => {
  const config = base(env, argv);
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
