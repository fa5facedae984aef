import fs from 'node:fs';
import path from 'node:path';
import base from '@xchange/config/eslint';

const modulesDir = path.join(import.meta.dirname, 'src/modules');
const modules = fs
  .readdirSync(modulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const isTestKit = (file) => /(test-kit|test-client)\.ts$/.test(file);

/** A module reaches another module only through its index.ts; tests may also use another module's test kit. */
function moduleZones({ testKits }) {
  return modules.flatMap((m) =>
    modules
      .filter((other) => other !== m)
      .map((other) => ({
        target: `./src/modules/${m}`,
        from: `./src/modules/${other}`,
        except: [
          './index.ts',
          ...(testKits
            ? fs
                .readdirSync(path.join(modulesDir, other))
                .filter(isTestKit)
                .map((f) => `./${f}`)
            : []),
        ],
        message: `Import module '${other}' through src/modules/${other}/index.ts, not its files.`,
      })),
  );
}

const testFiles = ['src/modules/**/*.test.ts', 'src/modules/**/*test-kit.ts', 'src/modules/**/*test-client.ts'];

export default [
  ...base,
  {
    files: ['src/modules/**/*.ts'],
    ignores: testFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: moduleZones({ testKits: false }) }] },
  },
  {
    files: testFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: moduleZones({ testKits: true }) }] },
  },
];
