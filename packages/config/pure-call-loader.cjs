// Marks named top-level calls of a library module /*#__PURE__*/, so webpack drops them when their result is unused.
// @chakra-ui/react/theme builds `defaultThemeConfig = defineConfig({...every recipe...})` beside the tokens it
// exports; webpack must assume a call has side effects, so importing the tokens alone kept all 75 recipes (200 KB).
// A pattern that is no longer found fails the build: an upgraded library needs this list checked again.

/**
 * @this {{ getOptions(): { calls: string[] }; resourcePath: string }}
 * @param {string} source
 */
module.exports = function pureCallLoader(source) {
  const { calls } = this.getOptions();
  let out = source;
  for (const call of calls) {
    if (!out.includes(call))
      throw new Error(`pure-call-loader: "${call}" not found in ${this.resourcePath}; check the rule in @xchange/config/webpack.cjs`);
    out = out.split(call).join(call.replace(/=\s*/, '= /*#__PURE__*/ '));
  }
  return out;
};
