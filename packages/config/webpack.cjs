// Webpack + Module Federation config shared by the shell and every remote (pins and pitfalls: STACK.md).
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const workspaceRoot = path.resolve(__dirname, '..', '..');
const ourPackages = ['contract', 'ui', 'api-client'];

/**
 * Singletons shared by every app: one React, one router, one store library, one emotion cache, our packages once.
 * @param {string} appDir
 * @returns {Record<string, { singleton: boolean; requiredVersion: string; version?: string }>}
 */
function sharedConfig(appDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  /** @type {Record<string, string>} */
  const deps = { ...pkg.dependencies };
  /** @param {string} name */
  const pin = (name) => {
    const base = name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');
    const range = deps[base];
    if (!range) return null;
    return { singleton: true, requiredVersion: range };
  };
  /** @type {ReturnType<typeof sharedConfig>} */
  const shared = {};
  for (const name of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router-dom', 'zustand', '@emotion/react', 'valibot', 'single-spa', '@tanstack/react-query']) {
    const cfg = pin(name);
    if (cfg) shared[name] = cfg;
  }
  for (const short of ourPackages) {
    const name = `@xchange/${short}`;
    if (!deps[name]) continue;
    const { version } = JSON.parse(fs.readFileSync(path.join(workspaceRoot, 'packages', short, 'package.json'), 'utf8'));
    // Semver-versioned so a remote built against a newer package uses its own copy instead of crashing (STACK.md).
    shared[name] = { singleton: false, requiredVersion: `^${version}`, version };
  }
  return shared;
}

/** Writes dist/chunk-packages.json (emitted file -> npm packages inside) so tests can prove a module ships once. */
class ChunkPackagesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkPackages', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkPackages', stage: 5000 }, () => {
        /** @type {Record<string, string[]>} */
        const out = {};
        for (const chunk of compilation.chunks) {
          const pkgs = new Set();
          /** @type {any[]} */
          const all = [];
          for (const m of compilation.chunkGraph.getChunkModulesIterable(chunk)) all.push(m, .../** @type {{ modules?: unknown[] }} */ (m).modules ?? []); // concatenated modules carry their parts
          for (const m of all) {
            const r = m.resource || '';
            const mm = r.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/);
            if (mm) pkgs.add(mm[1]);
            else for (const short of ourPackages) if (r.includes(`${path.sep}packages${path.sep}${short}${path.sep}`)) pkgs.add(`@xchange/${short}`);
          }
          for (const f of chunk.files) if (f.endsWith('.js')) out[f] = [...pkgs].sort();
        }
        compilation.emitAsset('chunk-packages.json', new compiler.webpack.sources.RawSource(JSON.stringify(out, null, 1)));
      });
    });
  }
}

/**
 * @typedef {object} AppOptions
 * @property {string} appDir the app's folder
 * @property {string} name its Module Federation name
 * @property {number} [port] its dev server's port
 * @property {Record<string, string>} [exposes]
 * @property {Record<string, string>} [remotes] build-time remote URLs (development defaults)
 * @property {boolean} [html] emit index.html (the shell)
 * @property {string[]} [runtimePlugins]
 * @property {string} [publicPath]
 * @property {string} [entry]
 */

/**
 * A webpack config function for `webpack --mode production|development` and `webpack serve`.
 * @param {AppOptions} options
 */
module.exports = function makeConfig({ appDir, name, port, exposes, remotes, html = false, runtimePlugins = [], publicPath = 'auto', entry = './src/index.ts' }) {
  /**
   * @param {unknown} _env
   * @param {{ mode?: 'production' | 'development' | 'none' }} [argv]
   * @returns {import('webpack').Configuration & { devServer?: object }}
   */
  return (_env, argv = {}) => {
    const mode = argv.mode || 'production';
    const prod = mode === 'production';
    return {
      mode,
      context: appDir,
      entry: { main: entry },
      devtool: prod ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        publicPath,
        filename: '[name].js', // MF 2.9.2 rejects [contenthash] here: entries are unhashed and served no-cache
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                // development: false keeps JSX on the shared react/jsx-runtime, so a remote's dev server can run
                // inside a production shell (jsx-dev-runtime needs a development React).
                jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development: false } }, target: 'es2020' },
              },
            },
          },
          { test: /\.css$/, type: 'asset/source' },
          { test: /\.(woff2?|png|jpe?g|webp|svg|mp4|webm)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes,
          shared: sharedConfig(appDir),
          runtimePlugins,
          // 'version-first' (default) fetches every remote's entry at start; one dead remote could break the site.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        new ChunkPackagesPlugin(),
        html && new HtmlWebpackPlugin({ template: './public/index.html', publicPath: '/', inject: 'body', scriptLoading: 'defer' }),
      ].filter(Boolean),
      performance: { hints: false },
      optimization: prod
        ? { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] }
        : undefined,
      devServer: {
        port,
        hot: false,
        liveReload: true,
        historyApiFallback: html,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: html ? [{ context: ['/api', '/media'], target: process.env.API_ORIGIN || 'http://localhost:8080' }] : undefined,
      },
      stats: 'errors-warnings',
    };
  };
};

module.exports.sharedConfig = sharedConfig;
