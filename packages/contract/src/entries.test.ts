import fs from 'node:fs';
import path from 'node:path';

// Each browser entry is a module shared on its own: a file reached by two entries would ship twice on a page.
const runtimeImport = /^(?:import|export)\s+(?!type\s)([^;]*?)\s*from\s+'([^']+)';/gms;

/** What a file imports at run time (type-only imports are erased), as written. */
function imports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(runtimeImport)]
    .filter(([, names = '']) => !/^\{[^}]*\}$/s.test(names) || names.split(',').some((n) => !/^\s*(type\s|\}|\{\s*type\s|$)/.test(n)))
    .map(([, , from = '']) => from);
}

const resolve = (from: string, request: string): string => {
  const base = path.resolve(path.dirname(from), request);
  return fs.existsSync(`${base}.ts`) ? `${base}.ts` : path.join(base, 'index.ts');
};

/** Every file an entry reaches through relative imports, by path below src/. */
function graph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const name = path.relative(__dirname, file);
    if (seen.has(name)) return;
    seen.add(name);
    for (const request of imports(file)) if (request.startsWith('.')) visit(resolve(file, request));
  };
  visit(path.join(__dirname, entry));
  return seen;
}

const core = graph('core.ts');
const forms = graph('forms.ts');
const runtimeImports = (file: string) => imports(path.join(__dirname, file));

describe('the browser entries', () => {
  it('core imports no valibot and no form schema', () => {
    const offenders = [...core].filter((f) => runtimeImports(f).some((r) => r === 'valibot' || r.startsWith('@xchange/contract/')));
    expect(offenders).toEqual([]);
  });

  it("share no file: forms reaches core's values by '@xchange/contract/core', not by path", () => {
    expect([...forms].filter((f) => core.has(f))).toEqual([]);
  });

  it('are what the package exports', () => {
    const { exports } = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    expect(exports).toEqual({ '.': './src/index.ts', './core': './src/core.ts', './forms': './src/forms.ts' });
  });
});
