// A REST route: its path, the shape of its input, which GraphQL document it runs and how the
// request maps to variables. The output shape is the document's selection.
import type { RouteInput } from './wire/shape.ts';

export interface RestRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown>;
}

/** What a route may ask of the schema while building variables. */
export interface SchemaHelpers {
  /** A snake_case body converted to the named GraphQL input type (unknown keys dropped). */
  toInput(typeName: string, body: Record<string, unknown>): Record<string, unknown>;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** One line for the OpenAPI document. */
  summary?: string;
  /** The wire input: checked before the document runs, and described in the OpenAPI document. */
  input?: RouteInput;
  document: string;
  variables(req: RestRequest, schema: SchemaHelpers): Record<string, unknown>;
  /** The field returns a page { items, pagination }: sent as { data: items, pagination }. */
  page?: boolean;
  /** Answers 201 Created. */
  created?: boolean;
  /** The root field whose value is the payload. */
  field: string;
  /** Payload shaping before snake_casing; defaults to the field's value. */
  shape?(value: unknown): unknown;
  /** A null result means 404. */
  notFoundOnNull?: boolean;
  /**
   * The row the path names (`/{kind}/{id}.json`): read before the input is checked, so an unknown
   * id answers 404 whatever the body, never 422 about the body of something that does not exist.
   */
  subject?: { field: string; document: string };
  /** The payload is a string sent as is with this content type (e.g. an iCalendar feed), not JSON. */
  contentType?: string;
}

/** The answer of a GraphQL execution, as the REST routes read it. */
export interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; requestId?: string; retryAfter?: number } }[];
  extensions?: { refreshedToken?: string };
}
