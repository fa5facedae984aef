// Webpack + Module Federation config shared by the shell and every remote (pins and pitfalls: docs/architecture.md §9).
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zopfli = require('@gfx/zopfli');
const { federationPlugin, exposeChunkName } = require('./federation.cjs');
const { StartupFilesPlugin } = require('./startup-files.cjs');

const workspaceRoot = path.resolve(__dirname, '..', '..');
const ourPackages = ['contract', 'ui', 'api-client'];
/** @xchange/ui's entries besides its main one that are shared modules of their own (not './fonts': the shell's CSS). */
const uiEntries = ['controls', 'overlays', 'tooltip', 'motion', 'combobox', 'tables'];
/**
 * @xchange/contract's browser entries: what every page uses (core), the form schemas with valibot (forms), and what only
 * some pages use (listings: a listing's offers, reviews and comparisons; accounts: the signed-in back office).
 */
const contractEntries = ['core', 'forms', 'listings', 'accounts'];
/** @param {string} entry */
const contractEntryFile = (entry) => {
  const dir = path.join(workspaceRoot, 'packages', 'contract');
  return path.join(dir, JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).exports[`./${entry}`]);
};

/**
 * The parts of a concatenated module (webpack joins modules into one; each part is a module of its own).
 * @param {object} m
 * @returns {unknown[]}
 */
const concatenatedParts = (m) => ('modules' in m && Array.isArray(m.modules) ? m.modules : []);

/**
 * What every app shares: one React, one store library, one emotion cache, one single-spa; our packages by semver.
 * @param {string} appDir
 * @returns {Record<string, { singleton: boolean; requiredVersion: string; version?: string; import?: string }>}
 */
function sharedConfig(appDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  /** @type {Record<string, string>} */
  const deps = { ...pkg.dependencies };
  /** @param {string} name */
  const pin = (name) => {
    const base = name
      .split('/')
      .slice(0, name.startsWith('@') ? 2 : 1)
      .join('/');
    const range = deps[base];
    if (!range) return null;
    return { singleton: true, requiredVersion: range };
  };
  /** @type {ReturnType<typeof sharedConfig>} */
  const shared = {};
  // react-router-dom is not shared: each remote mounts its own router (one remote per route), so each bundles only the
  // parts it uses; shared, the whole library (62 KB gzip) was fetched on every page. valibot is not shared either: only
  // @xchange/contract imports it (forms use the contract's formResolver), so each contract build carries the parts it uses.
  // Nor is TanStack Query: the shell does not use it and each remote makes its own QueryClient, so each bundles the
  // parts it uses (shared, all of it came with every page).
  for (const name of [
    'react',
    'react/jsx-runtime',
    'react/compiler-runtime',
    'react-dom',
    'react-dom/client',
    'zustand',
    // the cart (shell) and the compare list (shop) persist their stores: one copy of the middleware for both
    'zustand/middleware',
    '@emotion/react',
    'single-spa',
  ]) {
    const cfg = pin(name);
    if (cfg) shared[name] = cfg;
  }
  for (const short of ourPackages) {
    const name = `@xchange/${short}`;
    if (!deps[name]) continue;
    const { version } = JSON.parse(fs.readFileSync(path.join(workspaceRoot, 'packages', short, 'package.json'), 'utf8'));
    // Semver-versioned so a remote built against a newer package uses its own copy instead of crashing (docs/architecture.md §4).
    shared[name] = { singleton: false, requiredVersion: `^${version}`, version };
    // ui's controls, dialogs and tooltip: entries of the package shared on their own, so each downloads only with a page
    // that uses it. Each must come from the same build as the ui it runs in (Chakra's context lives in that build's copy):
    // ui references them itself (preloadControls…), so every build that provides ui provides them too,
    // and with one version all resolve to the first build registered, the shell.
    if (short === 'ui')
      for (const entry of uiEntries) shared[`${name}/${entry}`] = { singleton: false, requiredVersion: `^${version}`, version };
    // The contract's entries (apps import nothing else of it at run time, lint sees to it), each shared on its own so a
    // page without a form never downloads the schemas; no module is in both (forms takes core's values by that name).
    // `import` names the file, so every build provides both even without importing one (the shell has no form): with
    // one version both come from the first build registered, the shell, and so does everything forms consumes.
    if (short === 'contract')
      for (const entry of contractEntries)
        shared[`${name}/${entry}`] = { singleton: false, requiredVersion: `^${version}`, version, import: contractEntryFile(entry) };
  }
  return shared;
}

/**
 * A module's name across builds: `<package>/<file in it>` for npm packages and ours, `<app>:<file>` for the app's own.
 * @param {string} resource
 * @param {string} app
 * @returns {{ pkg?: string; key: string }}
 */
function moduleKey(resource, app) {
  const mm = resource.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)(.*)$/);
  if (mm) return { pkg: mm[1], key: `${mm[1]}/${mm[2]}` };
  for (const short of ourPackages) {
    const at = resource.indexOf(`${path.sep}packages${path.sep}${short}${path.sep}`);
    if (at >= 0) return { pkg: `@xchange/${short}`, key: `@xchange/${short}/${resource.slice(at + short.length + 11)}` };
  }
  return { key: `${app}:${path.relative(workspaceRoot, resource)}` };
}

/**
 * Writes dist/chunk-packages.json (emitted file -> npm packages inside) and dist/chunk-modules.json (emitted file ->
 * every module inside, by moduleKey) so tests can prove a module ships once on a page.
 */
class ChunkPackagesPlugin {
  /** @param {string} app */
  constructor(app) {
    this.app = app;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkPackages', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkPackages', stage: 5000 }, () => {
        /** @type {Record<string, string[]>} */
        const packages = {};
        /** @type {Record<string, string[]>} */
        const modules = {};
        for (const chunk of compilation.chunks) {
          const pkgs = new Set();
          const keys = new Set();
          /** @type {any[]} */
          const all = [];
          for (const m of compilation.chunkGraph.getChunkModulesIterable(chunk)) all.push(m, ...concatenatedParts(m));
          for (const m of all) {
            if (!m.resource || m.modules) continue;
            const { pkg, key } = moduleKey(m.resource, this.app);
            if (pkg) pkgs.add(pkg);
            keys.add(key);
          }
          for (const f of chunk.files) {
            if (!f.endsWith('.js')) continue;
            packages[f] = [...pkgs].sort();
            modules[f] = [...keys].sort();
          }
        }
        const { RawSource } = compiler.webpack.sources;
        compilation.emitAsset('chunk-packages.json', new RawSource(JSON.stringify(packages, null, 1)));
        compilation.emitAsset('chunk-modules.json', new RawSource(JSON.stringify(modules)));
      });
    });
  }
}

/**
 * An npm module for the vendor chunk groups; not valibot, whose one user is @xchange/contract: it stays in that package's
 * chunk, concatenated (0.6 KB gzip and a request fewer on every page than a chunk of its own).
 * @param {import('webpack').Module} m
 */
const vendorModule = (m) => {
  const name = m.nameForCondition() ?? '';
  return /[\\/]node_modules[\\/]/.test(name) && !/[\\/]node_modules[\\/]valibot[\\/]/.test(name);
};

/**
 * Each script and SVG also written compressed as the gateway serves it (`.br`, `.gz` beside it): brotli at its best
 * quality and gzip by zopfli, 14% and 3% smaller than what the gateway would compress on the fly, with no CPU per request.
 * One zopfli iteration: fifteen (its default) took twice as long here for 0.1% less.
 */
const precompressed = () => {
  const { BROTLI_PARAM_QUALITY } = require('node:zlib').constants;
  /** @type {any} gzip by zopfli: the plugin's types know only zlib's algorithms and options */
  const gzip = {
    filename: '[path][base].gz',
    compressionOptions: { numiterations: 1 },
    algorithm: zopfli.gzip,
  };
  /** @type {any} */
  const brotli = {
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [BROTLI_PARAM_QUALITY]: 11 } },
  };
  return [gzip, brotli].map((options) => new CompressionPlugin({ test: /\.(js|css|svg)$/, threshold: 1024, ...options }));
};

/**
 * Our TypeScript and JSX through SWC. development: false keeps JSX on the shared react/jsx-runtime, so a remote's dev
 * server can run inside a production shell (jsx-dev-runtime needs a development React).
 * @param {{ reactCompiler: boolean; target: string }} options
 */
const typescriptRule = ({ reactCompiler, target }) => ({
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { ...(reactCompiler ? { reactCompiler: true } : {}), react: { runtime: 'automatic', development: false } },
        target,
      },
    },
  },
});

/**
 * @typedef {object} AppOptions
 * @property {string} appDir the app's folder
 * @property {string} name its Module Federation name
 * @property {number} [port] its dev server's port
 * @property {Record<string, string>} [exposes]
 * @property {boolean} [html] emit index.html (the shell)
 * @property {string} [publicPath]
 * @property {string} [entry]
 * @property {(string | [string, Record<string, unknown>])[]} [runtimePlugins] Module Federation runtime plugins (the shell's), a path or [path, params]
 */

/** Where a build writes the files its code imports (pictures, fonts, video); the server build names them the same. */
const assetModuleFilename = 'assets/[name].[contenthash:8][ext]';

/**
 * The server build's public path: a server render cannot know which folder (the checkout's or a release's) its remote
 * is served from, so an imported file's URL starts with this mark, and remote-kit's renderFirstView puts the folder the
 * gateway names in its place.
 */
const serverAssetsBase = '/__xchange_remote_folder__/';

/**
 * A webpack config function for `webpack --mode production|development` and `webpack serve`.
 * @param {AppOptions} options
 */
module.exports = function makeConfig({
  appDir,
  name,
  port,
  exposes,
  html = false,
  publicPath = 'auto',
  entry = './src/index.ts',
  runtimePlugins = [],
}) {
  /**
   * @param {unknown} _env
   * @param {{ mode?: 'production' | 'development' | 'none' }} [argv]
   * @returns {import('webpack').Configuration & { devServer?: object }}
   */
  return (_env, argv = {}) => {
    const mode = argv.mode || 'production';
    const prod = mode === 'production';
    const shared = sharedConfig(appDir);
    return {
      mode,
      context: appDir,
      entry: { main: entry },
      // No eval: a remote's dev server runs inside the gateway's CSP. XCHANGE_SOURCE_MAPS=1 adds source maps to a
      // production build, for the CPU profile of infra/bench (`pnpm --filter @xchange/bench cpu-profile`).
      devtool: prod ? (process.env.XCHANGE_SOURCE_MAPS === '1' ? 'source-map' : false) : 'cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        publicPath,
        filename: '[name].js', // main.js and remoteEntry.js keep their names (HTML and manifests point at them): served no-cache
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename,
        uniqueName: name,
        // server/ is the server build's (serverConfig below), written into the same folder by the same command
        clean: { keep: /^server\// },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          // The React Compiler (SWC's native build of it) memoizes components and hooks, so a render caused by one answer
          // does not re-render what did not change; measured against the Babel plugin in docs/architecture.md §9.
          typescriptRule({ reactCompiler: true, target: 'es2020' }),
          {
            test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
            use: { loader: require.resolve('./pure-call-loader.cjs'), options: { calls: ['const defaultThemeConfig = defineConfig('] } },
          },
          { test: /\.css$/, type: 'asset/source' },
          { test: /\.(woff2?|png|jpe?g|webp|svg|mp4|webm)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        federationPlugin({ name, exposes, shared, runtimePlugins }),
        new ChunkPackagesPlugin(name),
        html && new HtmlWebpackPlugin({ template: './public/index.html', publicPath: '/', inject: 'body', scriptLoading: 'defer' }),
        new StartupFilesPlugin({
          ...(html ? { startup: 'bootstrap' } : {}),
          exposes: Object.fromEntries(Object.keys(exposes ?? {}).map((key) => [key, exposeChunkName(key)])),
        }),
        ...(prod ? precompressed() : []),
      ].filter(Boolean),
      performance: { hints: false },
      optimization: prod
        ? {
            minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
            // Each shared module is its own async chunk; a small package two of them use (emotion's serializer,
            // used by @emotion/react and by Chakra inside @xchange/ui) was copied into both, below the 20 KB
            // default minimum for splitting. Any npm module two chunks need goes to a common chunk instead.
            splitChunks: {
              cacheGroups: {
                // Shared modules that every page loads together, one file each instead of four or five small ones.
                react: {
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  name: 'react',
                  chunks: 'async',
                  priority: 10,
                  enforce: true,
                },
                emotion: {
                  test: /[\\/]node_modules[\\/](@emotion|stylis|hoist-non-react-statics|react-is|@babel[\\/]runtime)[\\/]/,
                  name: 'emotion',
                  chunks: 'async',
                  priority: 10,
                  enforce: true,
                },
                sharedVendors: { test: vendorModule, chunks: 'async', minChunks: 2, minSize: 0, priority: -5, reuseExistingChunk: true },
                // webpack's default group, with the same exception
                defaultVendors: { test: vendorModule, idHint: 'vendors', priority: -10, reuseExistingChunk: true },
              },
            },
          }
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

/**
 * The build of a remote's server entry for the gateway, which renders the remote's first view with it
 * (docs/architecture.md §4.2): one CommonJS file, `server/server.cjs` in the same dist folder, so a release carries it
 * with the browser build it must match. Everything is bundled (React included), so a release renders with its own copies.
 * @param {{ appDir: string; entry: string }} options
 * @returns {import('webpack').Configuration}
 */
module.exports.serverConfig = function serverConfig({ appDir, entry }) {
  const webpack = require('webpack');
  return {
    mode: 'production',
    name: 'server',
    target: 'node20',
    context: appDir,
    entry: { server: entry },
    devtool: false,
    output: {
      path: path.join(appDir, 'dist'),
      filename: 'server/[name].cjs',
      library: { type: 'commonjs2' },
      clean: false,
      publicPath: serverAssetsBase,
      assetModuleFilename,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        // a server renders each page once: nothing for the React Compiler's memoizing to save
        typescriptRule({ reactCompiler: false, target: 'es2022' }),
        { test: /\.css$/, type: 'asset/source' },
        // an imported file is written by the browser build, never by this one, under the same name
        { test: /\.(woff2?|png|jpe?g|webp|svg|mp4|webm|vtt)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({ 'process.env.XCHANGE_SERVER_ASSETS_BASE': JSON.stringify(serverAssetsBase) }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
