// Module Federation 2.0 (@module-federation/enhanced): its manifest, its runtime and runtime plugins, with the runtime's
// unused capabilities switched off at build time (bytes per switch: infra/bench/README.md).
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/**
 * The global a remote's remoteEntry.js assigns its container to (the manifest records it as metaData.globalName).
 * @param {string} name
 */
const containerGlobal = (name) => `__xchange_remote_${name}`;

// What `experiments.provideExternalRuntime` adds, by its ES module file: enhanced resolves the plugin to its CommonJS
// build, which bundles a second, CommonJS copy of the runtime core beside the ES one the bundler runtime imports.
const provideRuntimePlugin = require
  .resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [require.resolve('@module-federation/enhanced')] })
  .replace(/index\.cjs$/, 'index.js');

/**
 * The chunk name of an exposed module: './app' → 'app'.
 * @param {string} key
 */
const exposeChunkName = (key) => key.replace(/^\.\//, '').replace(/[^\w-]/g, '_');

/**
 * The runtime options of one build. The shell consumes remotes from their manifests (snapshot on: the MF 2.0 manifest
 * protocol is what it reads) and provides the runtime to every remote on the page; a remote consumes none, so its
 * remote loading and snapshot code go, and it runs on the shell's runtime.
 * @param {{ exposes?: Record<string, string> }} options
 * @returns {ConstructorParameters<typeof import('@module-federation/enhanced/webpack').ModuleFederationPlugin>[0]['experiments']}
 */
function experiments({ exposes }) {
  return exposes
    ? { externalRuntime: true, optimization: { target: 'web', disableSnapshot: true, disableRemote: true } }
    : { optimization: { target: 'web' } };
}

/**
 * Enhanced's plugin for one app: the shell (no exposes; remotes are registered at run time from remotes.json by
 * `runtimePlugins`) or a remote exposing its modules from remoteEntry.js. Both write mf-manifest.json.
 * @param {{ name: string; exposes?: Record<string, string>; shared: Record<string, object>; runtimePlugins?: (string | [string, Record<string, unknown>])[] }} options
 */
function federationPlugin({ name, exposes, shared, runtimePlugins = [] }) {
  return new ModuleFederationPlugin({
    name,
    shared,
    // The default ('version-first') fetches every remote's entry at start to compare versions, so one unreachable remote
    // would hold up every page; 'loaded-first' keeps what is registered first (the shell's copies) and loads remotes lazily.
    shareStrategy: 'loaded-first',
    runtimePlugins: exposes ? runtimePlugins : [...runtimePlugins, provideRuntimePlugin],
    manifest: { fileName: 'mf-manifest.json' },
    // Type hints off: generating them doubled a remote's build (shop 14–16 s → 28–33 s) to publish the three lifecycle
    // functions the shell already types for every remote (infra/bench/README.md, Module Federation 2.0).
    dts: false,
    experiments: experiments({ exposes }),
    ...(exposes
      ? {
          filename: 'remoteEntry.js',
          library: { type: 'var', name: containerGlobal(name) },
          // `import` as a list: enhanced's dts plugin (2.9.3) reads a string's first character as the exposed file.
          exposes: Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key, { import: [file], name: exposeChunkName(key) }])),
        }
      : {}),
  });
}

module.exports = { federationPlugin, containerGlobal, exposeChunkName };
