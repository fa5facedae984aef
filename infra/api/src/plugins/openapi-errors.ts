import { STATUS_CODES } from 'node:http';
import type { ErrorCode } from '@xchange/contract';
import { errorCatalogue } from '../lib/errors.ts';
import { operationAccess, type ContractOperation } from './openapi-operations.ts';

const envelopeRef = { $ref: '#/components/schemas/ErrorEnvelope' };
/** The '4XX' and '5XX' ranges every operation keeps for any refusal its declarations do not name. */
const ranges = { '4XX': 'OtherRefusal', '5XX': 'ServerError' } as const;

/** 'Too Many Requests' → 'TooManyRequests': the component name of a status. */
const responseName = (status: number) => (STATUS_CODES[status] ?? `Status${status}`).replace(/[^A-Za-z]/g, '');

const codesWithStatus = (match: (status: number) => boolean) =>
  (Object.entries(errorCatalogue) as [ErrorCode, { status: number; message: string }][]).filter(([, e]) => match(e.status));

function errorResponse(title: string, codes: ReturnType<typeof codesWithStatus>) {
  const [first] = codes;
  return {
    description: `${title}. The body is the error envelope; its \`code\` is one of: ${codes.map(([code, e]) => `${code} (${e.status}, "${e.message}")`).join('; ')}.`,
    content: {
      'application/json': { schema: envelopeRef, ...(first ? { example: { errors: [first[1].message], code: first[0] } } : {}) },
    },
  };
}

/** components.responses: one error answer per status the operations reference, plus the two ranges. */
export function errorResponses(used: Iterable<number>): Record<string, unknown> {
  const statuses = [...new Set(used)].sort((a, b) => a - b);
  return {
    ...Object.fromEntries(
      statuses.map((s) => [
        responseName(s),
        errorResponse(
          STATUS_CODES[s] ?? String(s),
          codesWithStatus((x) => x === s),
        ),
      ]),
    ),
    [ranges['4XX']]: errorResponse(
      'Another refusal (any 4xx status)',
      codesWithStatus((s) => s >= 400 && s < 500),
    ),
    [ranges['5XX']]: errorResponse(
      'The server or a service it needs failed',
      codesWithStatus((s) => s >= 500),
    ),
  };
}

/** What the route tells the document beside its contract endpoint. */
export interface RouteFacts {
  /** The route is rate-limited (its `config.rateLimit`). */
  rateLimited: boolean;
  /** Further error codes the route's own code answers with (endpointRoute's `errors`). */
  errors: readonly ErrorCode[];
}

/** A valibot object naming a stored item: a field `id`, `productid`, `orderId` … */
const hasIdField = (schema: unknown): boolean =>
  Object.keys((schema as { entries?: Record<string, unknown> } | undefined)?.entries ?? {}).some((name) => /id$/i.test(name));

/**
 * The error statuses an operation answers, derived from what it declares: 400 for any input, 401 and 403 from its
 * access, 404 when it names a stored item by id, 413 and 415 for uploads, 429 when rate-limited, and the route's own codes.
 */
export function errorStatuses(op: ContractOperation, facts: RouteFacts): number[] {
  const { session, role } = operationAccess(op);
  const statuses = new Set<number>();
  for (const e of op.endpoints) {
    if (e.body || e.query || e.params || e.contentType) statuses.add(400);
    if (e.params || hasIdField(e.query) || hasIdField(e.body)) statuses.add(404);
    if (e.contentType === 'multipart') statuses.add(413).add(415);
  }
  if (session) statuses.add(401);
  if (role) statuses.add(403);
  if (facts.rateLimited) statuses.add(429);
  for (const code of facts.errors) statuses.add(errorCatalogue[code].status);
  // a 5xx answer is described by the '5XX' range every operation has
  return [...statuses].filter((s) => s < 500).sort((a, b) => a - b);
}

/** An operation's error answers as references to components.responses. */
export function errorResponseRefs(statuses: number[]): Record<string, { $ref: string }> {
  const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
  return {
    ...Object.fromEntries(statuses.map((s) => [String(s), ref(responseName(s))])),
    '4XX': ref(ranges['4XX']),
    '5XX': ref(ranges['5XX']),
  };
}
