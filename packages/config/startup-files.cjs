// What a page loads before it renders, listed at build time so the gateway can preload it with the HTML instead of the
// browser discovering it one step at a time (HTML → main.js → runtime → manifest → entry → each chunk).

/** @typedef {import('webpack').Compilation} Compilation */
/** @typedef {import('webpack').Chunk} Chunk */
/** @typedef {import('webpack').Module & { options?: any; blocks: any[] }} AnyModule */

/** The shared key a provide module registers (`webpack/sharing/provide/<scope>/<key>`). */
const provideKey = (/** @type {AnyModule} */ module) =>
  String(module.libIdent({ context: '' }) ?? '').replace(/^(?:\([^)]*\)\/)?webpack\/sharing\/provide\/[^/]+\//, '');

/** The share keys of consume modules, each once, sorted. */
const keysOf = (/** @type {AnyModule[]} */ consumes) => [...new Set(consumes.map((m) => String(m.options.shareKey)))].sort();

/** @param {Compilation} compilation */
function sharingOf(compilation) {
  const { chunkGraph } = compilation;
  /** @type {Map<string, AnyModule>} */
  const provided = new Map();
  for (const module of compilation.modules) if (module.type === 'provide-module') provided.set(provideKey(module), module);

  /** @param {Iterable<Chunk>} chunks */
  const filesOf = (chunks) => [...new Set([...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))].sort();

  /** @param {Iterable<Chunk>} chunks */
  const consumesIn = (chunks) =>
    [...chunks].flatMap((chunk) =>
      [...chunkGraph.getChunkModulesIterable(chunk)]
        .filter((m) => m.type === 'consume-shared-module')
        .map((m) => /** @type {AnyModule} */ (m)),
    );

  /**
   * `chunks` and, through every shared module they consume, the chunks of this build's provided copy of it (the copy
   * loaded-first sharing gives a page when this build registers first; a consumer's fallback chunk can be another file
   * with the same modules).
   * @param {Chunk[]} chunks
   */
  const closure = (chunks) => {
    const seen = new Set(chunks);
    const queue = [...chunks];
    for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
      for (const consume of consumesIn([chunk])) {
        for (const block of (provided.get(consume.options.shareKey) ?? consume).blocks) {
          for (const next of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
            if (seen.has(next)) continue;
            seen.add(next);
            queue.push(next);
          }
        }
      }
    }
    return filesOf(seen);
  };

  /** @param {string} name */
  const group = (name) => {
    const found = compilation.namedChunkGroups.get(name);
    if (!found) throw new Error(`StartupFilesPlugin: no chunk named "${name}" (import it with webpackChunkName)`);
    return found.chunks;
  };

  return { provided, consumesIn, closure, group, chunkGraph, filesOf };
}

/**
 * Writes startup.json:
 * - `shared`: for each shared module this build provides, the files of its copy (`js`) and the shared modules that copy
 *   consumes (`consumes`), which the gateway looks up again: another build's copy may be the one a page gets;
 * - `startup` (the shell): the files its bootstrap needs, its consumes resolved to its own copies, which loaded-first
 *   sharing gives every page since the shell registers first;
 * - `exposes` (a remote): for each exposed module, the shared modules its first chunks consume;
 * - `remotes` (the one-app build, which bundles them): each remote's chunk files.
 */
class StartupFilesPlugin {
  /** @param {{ startup?: string; exposes?: Record<string, string>; remotes?: string[] }} options chunk names */
  constructor({ startup, exposes = {}, remotes = [] }) {
    this.options = { startup, exposes, remotes };
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StartupFiles', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StartupFiles', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { startup, exposes, remotes } = this.options;
        const { provided, consumesIn, closure, group, chunkGraph, filesOf } = sharingOf(compilation);
        const shared = Object.fromEntries(
          [...provided].map(([key, module]) => {
            const chunks = module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
            return [key, { js: filesOf(chunks), consumes: keysOf(consumesIn(chunks)) }];
          }),
        );
        const result = {
          ...(startup ? { startup: closure(group(startup)) } : {}),
          ...(Object.keys(exposes).length
            ? {
                exposes: Object.fromEntries(
                  Object.entries(exposes).map(([key, chunk]) => [key, { consumes: keysOf(consumesIn(group(chunk))) }]),
                ),
              }
            : {}),
          ...(remotes.length ? { remotes: Object.fromEntries(remotes.map((name) => [name, closure(group(name))])) } : {}),
          shared,
        };
        compilation.emitAsset('startup.json', new sources.RawSource(JSON.stringify(result, null, 1)));
      });
    });
  }
}

module.exports = { StartupFilesPlugin };
