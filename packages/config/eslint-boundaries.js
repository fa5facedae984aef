// Import zones: a package reaches another only by its name, features meet only through their index, Chakra and framer-motion stay in ui.
import fs from 'node:fs';
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const chakraOnlyInUi = {
  group: ['@chakra-ui/*', '@emotion/*', 'framer-motion', 'framer-motion/*'],
  message: "Chakra, Emotion and framer-motion are used only inside packages/ui: import from '@xchange/ui' (motion: '@xchange/ui/motion').",
};
const noAppByName = {
  group: ['@xchange/shell', '@xchange/shell/*', '@xchange/mf-*'],
  message: "An app is never imported: a remote gets the shell's services as ShellContext props; share code through a package.",
};

/** Feature-to-feature zones for the package being linted (ESLint runs with the package folder as cwd). */
export function featureZones(root = process.cwd()) {
  const dir = path.join(root, 'src/features');
  if (!fs.existsSync(dir)) return [];
  const features = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return features.flatMap((f) =>
    features
      .filter((g) => g !== f)
      .map((g) => ({
        target: `./src/features/${f}`,
        from: `./src/features/${g}`,
        except: ['./index.ts', './index.tsx'],
        message: `Import feature '${g}' through src/features/${g}/index.ts, not its internals.`,
      })),
  );
}

const zones = featureZones();

/**
 * Boundary rules for every package; packages/ui adds `uiPackage` after it to use Chakra.
 * @type {import('typescript-eslint').ConfigWithExtends}
 */
export const boundaries = {
  files: ['**/*.{ts,tsx,js,cjs,mjs}'],
  plugins: { 'import-x': importX },
  settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'] })] },
  rules: {
    'import-x/no-relative-packages': 'error',
    'import-x/no-restricted-paths': zones.length ? ['error', { zones }] : 'off',
    '@typescript-eslint/no-restricted-imports': ['error', { patterns: [chakraOnlyInUi, noAppByName] }],
  },
};

/**
 * packages/ui is the one home of Chakra: only the app-by-name boundary applies there.
 * @type {import('typescript-eslint').ConfigWithExtends}
 */
export const uiPackage = {
  files: ['**/*.{ts,tsx}'],
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noAppByName] }] },
};
