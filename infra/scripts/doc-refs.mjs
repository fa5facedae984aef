#!/usr/bin/env node
// Document citations: every comment, test title or README that cites a document must cite one in this repository
// (docs/), and every "§N" it names must be a numbered heading of that document.
//
//   node infra/scripts/doc-refs.mjs          check: lists file:line of each bad citation, exits 1 if there is any
//   node infra/scripts/doc-refs.mjs --fix    rewrites citations of the old outside documents to docs/, then checks
//   --root DIR                               works on another checkout (tests use it)
//
// The old documents (the product owner's specification, architecture brief, stack notes and conventions) lived
// outside the repository; docs/product.md keeps the specification's section numbers, so "SPEC §N" becomes
// "docs/product.md §N" one to one. Architecture and stack citations had no numbers: MAPPING below gives each
// existing one its section of docs/architecture.md, chosen by reading the comment around it.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** This tool and its test quote the old names on purpose. */
const SELF = new Set(['infra/scripts/doc-refs.mjs', 'infra/scripts/doc-refs.test.mjs']);
const LOCKFILES = new Set(['pnpm-lock.yaml', 'package-lock.json', 'yarn.lock', 'npm-shrinkwrap.json']);

/** Documents that were never in the repository; citing one is an error (unless docs/ holds a file of that name). */
export const OUTSIDE_DOCS = ['SPEC.md', 'ARCHITECTURE.md', 'STACK.md', 'CONVENTIONS.md', 'DEVELOPERS.md'];

/** docs/architecture.md's numbered sections, by what they hold (MAPPING uses these names). */
export const ARCH = {
  overview: 1,
  stack: 2,
  layout: 3,
  composition: 4,
  api: 5,
  domain: 6,
  running: 7,
  measurements: 8,
  stackFacts: 9,
  conventions: 10,
};

/**
 * Every architecture/stack citation the code held when docs/ was written: file, a piece of the citing line, and the
 * section of docs/architecture.md that says what the comment leans on. Matched by text, not line number, so edits
 * around a comment do not break the mapping.
 */
export const MAPPING = [
  { file: 'README.md', line: '#130 crash STACK.md measured', section: ARCH.stackFacts },
  { file: 'README.md', line: 'packages Fastify and file-type pull in (STACK.md)', section: ARCH.stackFacts },
  { file: 'infra/api/src/faults/README.md', line: 'acknowledged write on SIGKILL (STACK.md)', section: ARCH.stackFacts },
  { file: 'infra/api/src/lib/mail-templates/account-mails.ts', line: 'codes stay valid', section: ARCH.domain },
  { file: 'infra/api/src/lib/valibot-fastify.ts', line: 'missing-key text, STACK.md', section: ARCH.stackFacts },
  { file: 'infra/api/src/modules/messages/message-hub.ts', line: 'Redis fan-out', section: ARCH.running },
  { file: 'infra/api/src/modules/places/routes.ts', line: 'offline city search', section: ARCH.domain },
  { file: 'infra/bench/README.md', line: 'decision on the stack that ARCHITECTURE.md owns', section: ARCH.stack },
  { file: 'infra/gateway/src/gateway.ts', line: 'the default is launched', section: ARCH.domain },
  { file: 'mf-seller/src/features/account/components/subscription-panel.tsx', line: 'ARCHITECTURE.md states', section: ARCH.domain },
  { file: 'packages/config/jest-setup.cjs', line: 'jsdom lacks these', section: ARCH.stackFacts },
  { file: 'packages/config/webpack.cjs', line: 'pins and pitfalls: STACK.md', section: ARCH.stackFacts },
  { file: 'packages/config/webpack.cjs', line: 'Semver-versioned so a remote', section: ARCH.composition },
  { file: 'packages/contract/README.md', line: "not the field's (STACK.md)", section: ARCH.stackFacts },
  { file: 'packages/contract/src/auth/verification.ts', line: 'codes last 10 minutes', section: ARCH.domain },
  { file: 'packages/contract/src/endpoints.ts', line: 'every call goes to this base', section: ARCH.api },
  { file: 'packages/contract/src/endpoints.ts', line: 'Every API call of', section: ARCH.api },
  { file: 'packages/contract/src/endpoints/platform-endpoints.ts', line: 'Operational and platform calls', section: ARCH.api },
  { file: 'packages/contract/src/errors/error-envelope.ts', line: '401 also carries message', section: ARCH.api },
  { file: 'packages/contract/src/order/order-save.ts', line: 'places the order once', section: ARCH.domain },
  { file: 'packages/contract/src/order/order.ts', line: 'one buyer and one seller', section: ARCH.domain },
  { file: 'packages/contract/src/product/product.ts', line: 'condition is its own field', section: ARCH.domain },
  { file: 'packages/contract/src/routes/route-guard.ts', line: 'coming-soon launch gate', section: ARCH.domain },
  { file: 'packages/contract/src/shell/shell-context.ts', line: 'runtime composition', section: ARCH.composition },
  { file: 'packages/contract/src/subscription/subscription.ts', line: 'pending → active', section: ARCH.domain },
  { file: 'packages/ui/src/index.ts', line: 'Adding an export is a minor version bump', section: ARCH.composition },
  { file: 'pnpm-workspace.yaml', line: 'light-my-request 6.8', section: ARCH.stackFacts },
  { file: 'shell/src/remotes.d.ts', line: 'runtime composition', section: ARCH.composition },
];

/** Where a citation has no mapping row: stack notes all went to "Stack facts", conventions to their section. */
const DEFAULT_SECTION = { 'STACK.md': ARCH.stackFacts, 'CONVENTIONS.md': ARCH.conventions };

/**
 * Phrases that name the specification without a section number ("the SPEC texts"); each gets the section that
 * holds what it means. Applied before the general "SPEC §N" rule.
 */
const SPEC_PHRASES = [
  [/\bthe SPEC's messages\b/g, 'the messages of docs/product.md §5'],
  [/\bSPEC (texts?)\b/g, 'docs/product.md §5 $1'],
  [/\(SPEC ("sellinginstrument")\)/g, '(wire name $1, docs/glossary.md)'],
  [/\ba SPEC continent\b/g, 'a docs/product.md §2.3 continent'],
  [/\bthe SPEC page-size options\b/g, 'the docs/product.md §9 page-size options'],
  [/\bthe SPEC statuses\b/g, 'the docs/product.md §4 statuses'],
  [/\bthe SPEC paths\b/g, 'the docs/product.md §2 paths'],
  [/\bthe SPEC storage keys\b/g, 'the docs/product.md §3 storage keys'],
  [/\(the fallback of SPEC issue 6\)/g, `(the fallback of docs/architecture.md §${ARCH.domain})`],
  [/\bas SPEC writes it\b/g, 'as docs/product.md §7 writes it'],
  [/\bwhere SPEC shows them\b/g, 'where docs/product.md §8 shows them'],
];

// --- finding citations --------------------------------------------------------------------------------------------

const SECTION_CHAIN = /^(\s*(?:,|\/|and|&|or)?\s*)§\s?(\d+(?:\.\d+)*)/;
const OUTSIDE_RE = /(?<![\w/.-])(SPEC\.md|ARCHITECTURE\.md|STACK\.md|CONVENTIONS\.md|DEVELOPERS\.md|SPEC(?!\w|\.md))/g;
const DOCS_RE = /(?<![\w./-])((?:\.\.?\/)*docs\/[\w./-]*?[\w-]+\.md)/g;
const SECTION_RE = /§\s?(\d+(?:\.\d+)*)/g;

/** The files to look at: tracked and new unignored text files, no lockfiles, no node_modules, no binaries. */
export function listFiles(root) {
  let names;
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    names = [...new Set(out.split('\0').filter(Boolean))];
  } catch {
    names = walk(root, '');
  }
  return names
    .filter((name) => !name.split('/').includes('node_modules'))
    .filter((name) => !LOCKFILES.has(path.basename(name)) && !SELF.has(name))
    .filter((name) => {
      const full = path.join(root, name);
      return existsSync(full) && statSync(full).isFile();
    })
    .sort();
}

function walk(root, dir) {
  const found = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (entry.name === '.git' || entry.name === 'node_modules') continue;
    const name = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...walk(root, name));
    else if (entry.isFile()) found.push(name);
  }
  return found;
}

function readText(full) {
  const buffer = readFileSync(full);
  if (buffer.subarray(0, 8000).includes(0)) return null;
  return buffer.toString('utf8');
}

/** Numbered headings of a markdown file: "## 5. Validation rules" and "### 2.3 Login" give "5" and "2.3". */
export function headingNumbers(text) {
  const numbers = new Set();
  for (const line of text.split('\n')) {
    const match = /^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/.exec(line);
    if (match) numbers.add(match[1]);
  }
  return numbers;
}

/** Resolves a "docs/x.md" citation to a repository path ("../docs/x.md" relative to the citing file). */
function resolveDoc(file, cited) {
  const joined = cited.startsWith('.') ? path.posix.join(path.posix.dirname(file), cited) : cited;
  return path.posix.normalize(joined);
}

/**
 * Problems on one line: each outside document named, each docs/ file that does not exist, each § that is not a
 * numbered heading of the document it follows (a bare § belongs to the docs/ file it is written in, or else to
 * docs/product.md, the specification's successor).
 */
function lineProblems(file, line, context) {
  const problems = [];
  const marks = [];
  for (const match of line.matchAll(OUTSIDE_RE)) {
    const name = match[1];
    const inDocs = name.endsWith('.md') && context.exists(`docs/${name}`);
    if (!inDocs) problems.push(`cites ${name === 'SPEC' ? 'SPEC' : name}, which is not in the repository (see docs/README.md)`);
    marks.push({ at: match.index, doc: inDocs ? `docs/${name}` : null });
  }
  for (const match of line.matchAll(DOCS_RE)) {
    const doc = resolveDoc(file, match[1]);
    if (!context.exists(doc)) problems.push(`cites ${match[1]}, which does not exist`);
    marks.push({ at: match.index, doc: context.exists(doc) ? doc : null });
  }
  marks.sort((a, b) => a.at - b.at);
  const own = file.startsWith('docs/') && file.endsWith('.md') ? file : 'docs/product.md';
  for (const match of line.matchAll(SECTION_RE)) {
    const before = marks.filter((mark) => mark.at < match.index);
    const doc = before.length ? before[before.length - 1].doc : own;
    if (!doc) continue; // already reported: the document itself is missing
    const sections = context.sections(doc);
    if (sections && !sections.has(match[1])) problems.push(`cites ${doc} §${match[1]}, which has no such numbered heading`);
  }
  return problems;
}

function makeContext(root) {
  const sectionCache = new Map();
  return {
    exists: (name) => existsSync(path.join(root, name)),
    sections(doc) {
      if (!sectionCache.has(doc)) {
        const full = path.join(root, doc);
        sectionCache.set(doc, existsSync(full) ? headingNumbers(readFileSync(full, 'utf8')) : null);
      }
      return sectionCache.get(doc);
    },
  };
}

/** Check mode: every bad citation as { file, line, message }. */
export function check(root) {
  const context = makeContext(root);
  const failures = [];
  for (const file of listFiles(root)) {
    const text = readText(path.join(root, file));
    if (text === null) continue;
    text.split('\n').forEach((line, index) => {
      for (const message of lineProblems(file, line, context)) failures.push({ file, line: index + 1, message });
    });
  }
  return failures;
}

// --- fixing -------------------------------------------------------------------------------------------------------

function fixLine(file, line, unmapped, lineNumber) {
  let next = line;
  for (const [pattern, replacement] of SPEC_PHRASES) next = next.replace(pattern, replacement);
  next = next.replace(/(?<![\w/.-])SPEC(?:\.md)?(\s*§)/g, 'docs/product.md$1');
  next = next.replace(/(?<![\w/.-])SPEC\.md\b/g, 'docs/product.md');
  next = next.replace(/(?<![\w/.-])(ARCHITECTURE|STACK|CONVENTIONS)\.md\b/g, (whole) => {
    const row = MAPPING.find((entry) => entry.file === file && line.includes(entry.line));
    const section = row?.section ?? DEFAULT_SECTION[whole];
    if (section === undefined) {
      unmapped.push({ file, line: lineNumber, message: `${whole} has no mapping row; cited docs/architecture.md without a section` });
      return 'docs/architecture.md';
    }
    return `docs/architecture.md §${section}`;
  });
  return next;
}

/** Fix mode: rewrites citations in place; returns the files and citations changed and any unmapped ones. */
export function fix(root) {
  const unmapped = [];
  const changedFiles = [];
  let citations = 0;
  for (const file of listFiles(root)) {
    const full = path.join(root, file);
    const text = readText(full);
    if (text === null) continue;
    let count = 0;
    const lines = text.split('\n').map((line, index) => {
      const next = fixLine(file, line, unmapped, index + 1);
      if (next !== line) count += countCitations(line) - countCitations(next);
      return next;
    });
    if (count > 0) {
      writeFileSync(full, lines.join('\n'));
      changedFiles.push(file);
      citations += count;
    }
  }
  return { files: changedFiles, citations, unmapped };
}

function countCitations(line) {
  return [...line.matchAll(OUTSIDE_RE)].length;
}

// --- command line -------------------------------------------------------------------------------------------------

function main(argv) {
  const rootIndex = argv.indexOf('--root');
  const root = rootIndex >= 0 ? path.resolve(argv[rootIndex + 1]) : path.resolve(here, '../..');
  if (argv.includes('--fix')) {
    const { files, citations, unmapped } = fix(root);
    console.log(`doc-refs --fix: ${citations} citation(s) rewritten in ${files.length} file(s)`);
    for (const item of unmapped) console.log(`  warning ${item.file}:${item.line}: ${item.message}`);
  }
  const failures = check(root);
  for (const item of failures) console.log(`${item.file}:${item.line}: ${item.message}`);
  if (failures.length) {
    console.log(`doc-refs: ${failures.length} bad citation(s); 'node infra/scripts/doc-refs.mjs --fix' rewrites the old ones`);
    return 1;
  }
  console.log('doc-refs: every cited document and section exists');
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
