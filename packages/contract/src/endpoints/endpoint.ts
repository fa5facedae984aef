import type * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Who may call an endpoint: anyone, one signed-in type, or any signed-in user. */
export type EndpointAccess = 'public' | 'buyer' | 'seller' | 'admin' | 'signed-in';

/** One API call: method, path relative to `apiBase` (':name' marks a path parameter), access and schemas. */
export interface EndpointDef {
  method: HttpMethod;
  path: string;
  access: EndpointAccess;
  body?: v.GenericSchema;
  query?: v.GenericSchema;
  params?: v.GenericSchema;
  response?: v.GenericSchema;
  /** 'multipart': `body` describes the text fields beside the files; 'raw': the body is read unparsed. */
  contentType?: 'multipart' | 'raw';
  /** Answers a server-sent event stream instead of one JSON value. */
  stream?: true;
}

/** Declares an endpoint, keeping its literal types. */
export const endpoint = <const E extends EndpointDef>(e: E): E => e;
