// Module Federation with webpack's own container plugin, and the manifest the shell reads before loading a remote.
// webpack's runtime for containers and sharing is ~4 KB gzip per build; @module-federation/enhanced's was ~34 KB of
// every page (its runtime core, SDK, bundler runtime and manifest/preload plugins), most of what composition cost.
const fs = require('node:fs');
const path = require('node:path');

/**
 * The global a remote's remoteEntry.js assigns its container to (read from the manifest by the shell).
 * @param {string} name
 */
const containerGlobal = (name) => `__xchange_remote_${name}`;

/**
 * The chunk name of an exposed module: './app' → 'app'.
 * @param {string} key
 */
const exposeChunkName = (key) => key.replace(/^\.\//, '').replace(/[^\w-]/g, '_');

/**
 * Shares `shared` and, for a remote, builds `remoteEntry.js` exposing `exposes` as a container assigned to a global.
 * Applied with the compiler's own webpack, so the container plugin always matches the webpack that builds.
 */
class FederationPlugin {
  /** @param {{ name: string; exposes?: Record<string, string>; shared: Record<string, object> }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { name, exposes, shared } = this.options;
    const { ModuleFederationPlugin } = compiler.webpack.container;
    new ModuleFederationPlugin({
      name,
      shared,
      ...(exposes
        ? {
            filename: 'remoteEntry.js',
            library: { type: 'var', name: containerGlobal(name) },
            exposes: Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key, { import: file, name: exposeChunkName(key) }])),
          }
        : {}),
    }).apply(compiler);
  }
}

/**
 * The version of an npm package as installed for `appDir` (its package.json, found from its resolved entry).
 * @param {string} name
 * @param {string} appDir
 */
function installedVersion(name, appDir) {
  const base = name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
  let dir = path.dirname(require.resolve(base, { paths: [appDir] }));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (pkg.name === base && pkg.version) return pkg.version;
    }
    const up = path.dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

/**
 * Writes mf-manifest.json: the container's global and entry file, each exposed module's files (the shell preloads them
 * beside remoteEntry.js) and the version of every shared module (the release command compares ui's with the shell's).
 */
class FederationManifestPlugin {
  /** @param {{ name: string; exposes?: Record<string, string>; shared: Record<string, { singleton?: boolean; requiredVersion?: string; version?: string }>; appDir: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { name, exposes, shared, appDir } = this.options;
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FederationManifest', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FederationManifest', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const exposed = Object.keys(exposes ?? {}).map((key) => {
          const group = compilation.namedChunkGroups.get(exposeChunkName(key));
          const js = group ? group.chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js'))) : [];
          return { path: key, js };
        });
        const manifest = {
          name,
          ...(exposes ? { globalName: containerGlobal(name), remoteEntry: 'remoteEntry.js' } : {}),
          exposes: exposed,
          shared: Object.entries(shared).map(([key, cfg]) => ({
            name: key,
            version: cfg.version ?? installedVersion(key, appDir),
            requiredVersion: cfg.requiredVersion,
            singleton: Boolean(cfg.singleton),
          })),
        };
        compilation.emitAsset('mf-manifest.json', new sources.RawSource(JSON.stringify(manifest, null, 1)));
      });
    });
  }
}

module.exports = { FederationPlugin, FederationManifestPlugin, containerGlobal };
