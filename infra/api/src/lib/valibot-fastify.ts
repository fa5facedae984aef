import * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { issueMessages } from '@xchange/contract';
import { AppError } from './errors.ts';
import { assertNoNul } from './nul-text.ts';

type AnySchema = v.GenericSchema | v.GenericSchemaAsync;

export const isValibot = (s: unknown): s is AnySchema =>
  !!s &&
  typeof s === 'object' &&
  (s as { kind?: unknown }).kind === 'schema' &&
  typeof (s as Record<string, unknown>)['~run'] === 'function';

/** Types request.body/query/params from a valibot schema's output. */
export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends AnySchema ? v.InferOutput<this['schema']> : unknown;
  serializer: this['schema'] extends AnySchema ? v.InferInput<this['schema']> : unknown;
}

/** Runs valibot on each route part (the contract's issueMessages handles valibot's missing-key text, docs/architecture.md §9); the parsed output (trimmed, transformed) replaces the raw value. */
export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => {
  if (!isValibot(schema)) throw new Error('Route schemas must be valibot schemas.');
  return (data: unknown) => {
    try {
      assertNoNul(data);
    } catch (error) {
      return { error: error as AppError };
    }
    const r = v.safeParse(schema as v.GenericSchema, data);
    return r.success ? { value: r.output } : { error: new AppError('ERR_VALIDATION', issueMessages(schema as v.GenericSchema, r.issues)) };
  };
};

const toJs = (s: unknown) => (isValibot(s) ? toJsonSchema(s as v.GenericSchema, { target: 'openapi-3.0', errorMode: 'ignore' }) : s);

/** @fastify/swagger `transform`: describes valibot route schemas as OpenAPI 3.0 JSON Schema (docs only). */
export function valibotSwaggerTransform({ schema, url }: { schema: Record<string, unknown> | undefined; url: string }) {
  if (!schema) return { schema, url };
  const { body, querystring, params, headers, response, ...rest } = schema;
  const out: Record<string, unknown> = { ...rest };
  if (body) out.body = toJs(body);
  if (querystring) out.querystring = toJs(querystring);
  if (params) out.params = toJs(params);
  if (headers) out.headers = toJs(headers);
  if (response) {
    out.response = Object.fromEntries(Object.entries(response as Record<string, unknown>).map(([k, s]) => [k, toJs(s)]));
  }
  return { schema: out, url };
}
