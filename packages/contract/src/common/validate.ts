import * as v from 'valibot';

/** Re-exported so remotes infer types without importing valibot themselves. */
export type { GenericSchema, InferInput, InferOutput } from 'valibot';

type Issue = v.BaseIssue<unknown>;
/** The parts of a schema object the missing-key lookup walks through. */
type SchemaNode = {
  type: string;
  wrapped?: SchemaNode;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  items?: SchemaNode[];
  value?: SchemaNode;
  options?: SchemaNode[];
  getter?: (input: unknown) => SchemaNode;
};

const unwrap = (s: SchemaNode, input: unknown): SchemaNode => {
  if (s.wrapped) return unwrap(s.wrapped, input);
  if (s.getter) return unwrap(s.getter(input), input);
  return s;
};

function child(parent: SchemaNode, key: unknown, input: unknown): SchemaNode | undefined {
  const s = unwrap(parent, input);
  if (s.entries && typeof key === 'string') return s.entries[key];
  if (s.options) {
    for (const option of s.options) {
      const found = child(option, key, input);
      if (found) return found;
    }
    return undefined;
  }
  if (s.items && typeof key === 'number') return s.items[key];
  return s.item ?? s.value;
}

/** The entry schema an issue's path leads to, or undefined when the path leaves the schema. */
function schemaAt(schema: v.GenericSchema, issue: Issue): v.GenericSchema | undefined {
  let node: SchemaNode | undefined = schema as unknown as SchemaNode;
  for (const item of issue.path ?? []) {
    node = node && child(node, item.key, item.input);
    if (!node) return undefined;
  }
  return node as unknown as v.GenericSchema;
}

const isMissingKey = (issue: Issue): boolean =>
  issue.kind === 'schema' && issue.received === 'undefined' && issue.path?.at(-1)?.origin === 'key';

/** The text to show for one issue: a missing key gets its field's own message (valibot gives the parent's). */
export function issueMessage(schema: v.GenericSchema, issue: Issue): string {
  if (!isMissingKey(issue)) return issue.message;
  const entry = schemaAt(schema, issue);
  const again = entry ? v.safeParse(entry, undefined) : undefined;
  return again?.issues?.[0]?.message ?? issue.message;
}

/** First message per field, keyed by dot path ('' for the whole value), docs/product.md §5 texts verbatim. */
export function fieldErrors(schema: v.GenericSchema, issues: readonly Issue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    if (!(key in out)) out[key] = issueMessage(schema, issue);
  }
  return out;
}

/** The messages to show for failed validation: one per field, in field order, no repeats. */
export const issueMessages = (schema: v.GenericSchema, issues: readonly Issue[]): string[] => [
  ...new Set(Object.values(fieldErrors(schema, issues))),
];

export type ValidationResult<S extends v.GenericSchema> =
  { success: true; output: v.InferOutput<S> } | { success: false; errors: string[]; fieldErrors: Record<string, string> };

/** Validates `data` for a form or an API route; failures carry the docs/product.md §5 texts. */
export function validate<S extends v.GenericSchema>(schema: S, data: unknown): ValidationResult<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return { success: true, output: result.output };
  const byField = fieldErrors(schema, result.issues);
  return { success: false, errors: [...new Set(Object.values(byField))], fieldErrors: byField };
}
