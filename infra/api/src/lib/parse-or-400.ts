import * as v from 'valibot';
import { issueMessages } from '@xchange/contract';
import { AppError } from './errors.ts';
import { assertNoNul } from './nul-text.ts';

/** Parses `data` with `schema` or answers 400 with the contract's texts (for parts no route schema validates, e.g. multipart fields). */
export function parseOr400<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  assertNoNul(data);
  const r = v.safeParse(schema, data);
  if (!r.success) throw new AppError('ERR_VALIDATION', issueMessages(schema, r.issues));
  return r.output;
}
