/** Jest preset for browser packages: jsdom, TypeScript through @swc/jest (never the TS compiler API), CSS stubbed. */
const path = require('node:path');

/**
 * @param {string} rootDir the package folder
 * @param {Record<string, unknown>} [overrides]
 */
module.exports = function jestWeb(rootDir, overrides = {}) {
  return {
    rootDir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        '@swc/jest',
        {
          // The React Compiler as in the builds, so components are tested as they run.
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { reactCompiler: true, react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ky is ESM-only: let swc turn it into CommonJS for Jest (pnpm layout).
    transformIgnorePatterns: ['node_modules/(?!(?:\\.pnpm/)?(ky|@fontsource)(@|/|\\+))'],
    moduleNameMapper: {
      '\\.(css|woff2?|png|jpe?g|svg|webp|mp4)$': path.join(__dirname, 'jest-file-stub.cjs'),
    },
    testEnvironmentOptions: { customExportConditions: ['browser', 'require', 'default'] },
    // A form test types and clicks through a whole dialog: ~3.5 s on a quiet 2-core machine, past 5 s under load.
    testTimeout: 20_000,
    // Jest's default leaves a core to its main process (1 worker on 2 cores); the files' jsdom work fills both: ~30% less time.
    maxWorkers: '100%',
    ...overrides,
  };
};
