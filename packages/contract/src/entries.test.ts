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

const entryNames = ['core', 'forms', 'listings', 'accounts'] as const;
const entries = Object.fromEntries(entryNames.map((name) => [name, graph(`${name}.ts`)])) as Record<
  (typeof entryNames)[number],
  Set<string>
>;
const runtimeImports = (file: string) => imports(path.join(__dirname, file));

describe('the browser entries', () => {
  it('only forms imports valibot, and core imports no other entry', () => {
    const valibotOutsideForms = entryNames
      .filter((name) => name !== 'forms')
      .flatMap((name) => [...entries[name]].filter((f) => runtimeImports(f).includes('valibot')));
    expect(valibotOutsideForms).toEqual([]);
    expect([...entries.core].filter((f) => runtimeImports(f).some((r) => r.startsWith('@xchange/contract/')))).toEqual([]);
  });

  it("share no file: an entry reaches another's values by its name ('@xchange/contract/core'), not by path", () => {
    const shared = entryNames.flatMap((a, i) =>
      entryNames.slice(i + 1).flatMap((b) => [...entries[a]].filter((f) => entries[b].has(f)).map((f) => `${a} and ${b}: ${f}`)),
    );
    expect(shared).toEqual([]);
  });

  it('are what the package exports', () => {
    const { exports } = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    expect(exports).toEqual({
      '.': './src/index.ts',
      ...Object.fromEntries(entryNames.map((name) => [`./${name}`, `./src/${name}.ts`])),
    });
  });
});
