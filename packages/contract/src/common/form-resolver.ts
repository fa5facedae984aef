import * as v from 'valibot';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

type FormSchema<Input, Output> = v.BaseSchema<Input, Output, v.BaseIssue<unknown>> | v.BaseSchemaAsync<Input, Output, v.BaseIssue<unknown>>;
type Tree = Record<string, unknown>;
type FieldRefs = { ref?: unknown; refs?: unknown[] };

// react-hook-form's own `get`/`set` would bring the library into this package's chunk, which every page loads.
const blocked = ['__proto__', 'constructor', 'prototype'];

function getPath(tree: Tree, path: string): unknown {
  if (!path) return undefined;
  return path.split('.').reduce<unknown>((node, key) => (node == null ? undefined : (node as Tree)[key]), tree);
}

/** Writes `value` at a dot path, creating arrays under numeric keys (react-hook-form's `set`). */
function setPath(tree: Tree, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = tree;
  for (const [i, key] of keys.entries()) {
    if (blocked.includes(key)) return;
    const next = keys[i + 1];
    const existing = node[key];
    node[key] = next === undefined ? value : typeof existing === 'object' && existing !== null ? existing : Number.isNaN(+next) ? {} : [];
    node = node[key] as Tree;
  }
}

const validates = (ref: unknown): ref is HTMLInputElement => typeof ref === 'object' && ref !== null && 'reportValidity' in ref;

/** shouldUseNativeValidation: shows each top-level field's message (or none) in the browser's own bubble. */
function reportNatively(errors: Record<string, FieldError>, fields: Tree): void {
  for (const name in fields) {
    const field = fields[name] as FieldRefs | undefined;
    const refs = validates(field?.ref) ? [field.ref] : (field?.refs ?? []);
    for (const ref of refs) {
      if (!validates(ref)) continue;
      ref.setCustomValidity(errors[name]?.message || '');
      ref.reportValidity();
    }
  }
}

/** An error at a field array's own path goes to `<path>.root`, beside its items' errors. */
const isFieldArray = (names: string[], path: string): boolean =>
  names.some((name) => name.startsWith(`${path}.`) && /^\d/.test(name.slice(path.length + 1)));

/**
 * A react-hook-form resolver for a contract schema: what '@hookform/resolvers/valibot' does with its defaults, without
 * shipping that package, nor the parts of valibot no schema uses, to the browser. Errors are keyed by the issue's dot
 * path, first issue per field; criteriaMode 'all' adds every issue under `types`. Every rule runs in one pass, so a
 * cross-field message ("Passwords does not match") shows beside the other fields' errors, not after they are fixed.
 */
export function formResolver<Input extends FieldValues, Context, Output>(
  schema: FormSchema<Input, Output>,
): Resolver<Input, Context, Output> {
  return async (values, _context, options) => {
    const allCriteria = !options.shouldUseNativeValidation && options.criteriaMode === 'all';
    // Never abortPipeEarly (valibotResolver's default): it skips an object's cross-field checks while any field fails.
    const result = await v.safeParseAsync(schema, values, { abortPipeEarly: false });
    const fields = options.fields as Tree;
    if (result.success) {
      if (options.shouldUseNativeValidation) reportNatively({}, fields);
      return { values: result.output, errors: {} };
    }

    // null prototype: a field named like an Object member ('toString') must not look as if it had an error already
    const flat: Record<string, FieldError> = Object.create(null);
    for (const issue of result.issues) {
      const path = v.getDotPath(issue) ?? '';
      const error = (flat[path] ??= { message: issue.message, type: issue.type });
      if (allCriteria) {
        const earlier = error.types?.[issue.type];
        const messages = earlier ? ([] as string[]).concat(earlier as string | string[], issue.message) : issue.message;
        error.types = { ...error.types, [issue.type]: messages || true };
      }
    }
    if (options.shouldUseNativeValidation) reportNatively(flat, fields);

    const nested: Tree = {};
    const names: string[] = options.names ?? Object.keys(flat);
    for (const path in flat) {
      const field = getPath(fields, path) as FieldRefs | undefined;
      const error = Object.assign(flat[path]!, { ref: field?.refs ? field.refs[0] : field?.ref });
      if (isFieldArray(names, path)) setPath(nested, path, { ...(getPath(nested, path) as Tree | undefined), root: error });
      else setPath(nested, path, error);
    }
    return { values: {}, errors: nested as FieldErrors<Input> };
  };
}
