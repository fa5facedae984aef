// Writes Chakra's global stylesheet at build time (src/global-stylesheet.ts) and links it from the page's head, so no
// page load builds it: the reset, the global rules and 688 token variables cost about 100 ms of script a load at CPU
// x4 (infra/bench/README.md, "Chakra's global styles at build time").

const name = 'GlobalStylesheetPlugin';

class GlobalStylesheetPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources, util } = compiler.webpack;
    // the page's own HtmlWebpackPlugin class: its hooks are kept per copy of the module
    const html = compiler.options.plugins.find((plugin) => plugin?.constructor?.name === 'HtmlWebpackPlugin');
    if (!html) throw new Error(`${name} needs the HtmlWebpackPlugin that writes the page.`);
    const Html = /** @type {typeof import('html-webpack-plugin')} */ (html.constructor);

    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      /** @type {string | undefined} */
      let file;
      /** @type {Record<string, string> | undefined} */
      let mark;
      compilation.hooks.processAssets.tapPromise({ name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        // tsx's ESM entry: its CommonJS build of tsImport looks for its loader in a folder it does not ship (4.23)
        const { tsImport } = await import('tsx/esm/api');
        /** @type {{ renderGlobalStylesheet: () => string, globalStylesLinkAttribute: string, globalStylesVersion: string }} */
        const stylesheet = await tsImport('./src/global-stylesheet.ts', __filename);
        const { renderGlobalStylesheet, globalStylesLinkAttribute, globalStylesVersion } = stylesheet;
        mark = { [globalStylesLinkAttribute]: globalStylesVersion };
        const css = renderGlobalStylesheet();
        const hash = util
          .createHash(compilation.outputOptions.hashFunction ?? 'md4')
          .update(css)
          .digest('hex')
          .slice(0, 8);
        file = `global.${hash}.css`;
        compilation.emitAsset(file, new sources.RawSource(css));
      });
      Html.getHooks(compilation).alterAssetTagGroups.tap(name, (data) => {
        if (!file || !mark) throw new Error(`${name}: the stylesheet was not written before the page.`);
        data.headTags.push(Html.createHtmlTagObject('link', { rel: 'stylesheet', href: `${data.publicPath}${file}`, ...mark }));
        return data;
      });
    });
  }
}

module.exports = { GlobalStylesheetPlugin };
