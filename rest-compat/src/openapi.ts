// The OpenAPI 3.1 document of /api, derived from the route table: parameters and request bodies
// from each route's input declaration (zod -> JSON Schema), responses from its GraphQL selection.
// Served at /api/openapi.json, and as a self-contained HTML page at /api/docs.
import { LANGUAGES } from '@salon/shared';
import {
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type SelectionSetNode,
} from 'graphql';
import { z } from 'zod';
import type { CompiledRoute } from './compile.ts';

type JsonSchema = Record<string, unknown>;

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function jsonSchema(type: z.ZodType): JsonSchema {
  const { $schema: _s, ...rest } = z.toJSONSchema(type, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

const scalarSchema: Record<string, JsonSchema> = {
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  String: { type: 'string' },
  ID: { type: 'string' },
  Date: { type: 'string', format: 'date' },
  DateTime: { type: 'string', format: 'date-time' },
};

/** JSON Schema of a selection over an output type, with the wire's snake_case keys. */
function outputSchema(type: GraphQLOutputType, selection: SelectionSetNode | undefined, nullable = true): JsonSchema {
  if (isNonNullType(type)) return outputSchema(type.ofType, selection, false);
  const orNull = (s: JsonSchema): JsonSchema => (nullable ? { anyOf: [s, { type: 'null' }] } : s);
  if (isListType(type)) return orNull({ type: 'array', items: outputSchema(type.ofType, selection) });
  const named = getNamedType(type);
  if (isScalarType(named)) return orNull(scalarSchema[named.name] ?? {});
  if (isEnumType(named)) return orNull({ type: 'string', enum: named.getValues().map((v) => v.name) });
  const properties: Record<string, JsonSchema> = {};
  const visit = (set: SelectionSetNode | undefined, typeName: string | undefined) => {
    for (const sel of set?.selections ?? []) {
      if (sel.kind === Kind.FIELD) {
        if (sel.name.value === '__typename') continue;
        const owner = schemaRef.current?.getType(typeName ?? named.name);
        if (!owner || !isObjectType(owner)) continue;
        const field = owner.getFields()[sel.name.value];
        if (!field) continue;
        const key = snake(sel.alias?.value ?? sel.name.value);
        if (key === 'error_message') continue;
        properties[key] = outputSchema(field.type, sel.selectionSet);
        if (field.description) properties[key] = { ...properties[key], description: field.description };
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const on = sel.typeCondition?.name.value;
        // Error members of a result union are the failure envelope, not the payload.
        if (on && ['ValidationError', 'ConflictError', 'NotFoundError'].includes(on)) continue;
        visit(sel.selectionSet, on ?? typeName);
      }
    }
  };
  visit(selection, isObjectType(named) ? named.name : undefined);
  return orNull({ type: 'object', properties });
}

// The schema of the document being built (output types are looked up by name while walking).
const schemaRef: { current?: GraphQLSchema } = {};

const failure: JsonSchema = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['message'],
      properties: {
        message: { type: 'string' },
        errors: {
          type: 'object',
          description: 'Spec §5 field errors: {field: {rule: message}}, in the request language.',
          additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
        },
        request_id: { type: 'string', description: 'Given with a 5xx: quote it when reporting the problem.' },
      },
    },
  },
};

const paginationSchema: JsonSchema = {
  type: 'object',
  properties: Object.fromEntries(
    ['page_count', 'current_page', 'count', 'limit']
      .map((k) => [k, { type: 'integer' }])
      .concat(['has_next_page', 'has_prev_page'].map((k) => [k, { type: 'boolean' }])),
  ),
};

function fieldSelection(c: CompiledRoute): SelectionSetNode | undefined {
  for (const sel of c.operation.selectionSet.selections) {
    if (sel.kind === Kind.FIELD && sel.name.value === c.route.field) return sel.selectionSet;
  }
  return undefined;
}

function successSchema(c: CompiledRoute): JsonSchema {
  const selection = fieldSelection(c);
  if (c.route.page) {
    const itemsSel = selection?.selections.find((s) => s.kind === Kind.FIELD && s.name.value === 'items') as
      | { selectionSet?: SelectionSetNode }
      | undefined;
    const named = getNamedType(c.rootField.type);
    const itemsField = isObjectType(named) ? named.getFields().items : undefined;
    return {
      type: 'object',
      properties: {
        data: itemsField ? outputSchema(itemsField.type, itemsSel?.selectionSet, false) : { type: 'array' },
        pagination: paginationSchema,
        token: { type: 'string' },
      },
    };
  }
  const data = c.route.shape
    ? { description: 'Shaped from the field below.' }
    : outputSchema(c.rootField.type, selection);
  return { type: 'object', properties: { data, token: { type: 'string', description: 'A refreshed login token.' } } };
}

const errorResponses = (auth: boolean) => ({
  ...(auth ? { '401': { $ref: '#/components/responses/Failure' } } : {}),
  ...(auth ? { '403': { $ref: '#/components/responses/Failure' } } : {}),
  '404': { $ref: '#/components/responses/Failure' },
  '409': { $ref: '#/components/responses/Failure' },
  '422': { $ref: '#/components/responses/Failure' },
  '500': { $ref: '#/components/responses/Failure' },
  '503': { $ref: '#/components/responses/Failure' },
});

const fileResponse = (contentTypes: string[]) => ({
  '200': {
    description: 'The file, as an attachment (Content-Disposition)',
    content: Object.fromEntries(contentTypes.map((t) => [t, { schema: { type: 'string', format: 'binary' } }])),
  },
  ...errorResponses(true),
});

/** File downloads served beside the JSON routes (staff or admins, the same Bearer credential). */
const filePaths: Record<string, Record<string, unknown>> = {
  '/api/invoices/{id}.pdf': {
    get: {
      operationId: 'get_invoicePdf',
      tags: ['invoices'],
      summary:
        "An invoice as a PDF in its customer's language, with the Swiss QR-bill for its open balance when the salon has an IBAN (staff)",
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
      responses: fileResponse(['application/pdf']),
    },
  },
  '/api/reports/download.{format}': {
    get: {
      operationId: 'get_reportDownload',
      tags: ['reports'],
      summary: 'The report of a period as a CSV or Excel file (admins)',
      parameters: [
        { name: 'format', in: 'path', required: true, schema: { type: 'string', enum: ['csv', 'xlsx'] } },
        { name: 'date_from', in: 'query', required: true, schema: { type: 'string', format: 'date' } },
        { name: 'date_to', in: 'query', required: false, schema: { type: 'string', format: 'date' } },
        { name: 'location_id', in: 'query', required: false, schema: { type: 'integer', minimum: 1 } },
      ],
      responses: fileResponse(['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']),
    },
  },
  '/api/vendors/export/{file}': {
    get: {
      operationId: 'get_vendorExportFile',
      tags: ['vendors'],
      summary: "The salon's customers, bookings and invoices: all as JSON, or one kind as JSON or CSV (admins)",
      parameters: [
        {
          name: 'file',
          in: 'path',
          required: true,
          schema: {
            type: 'string',
            enum: [
              'all.json',
              'customers.json',
              'customers.csv',
              'bookings.json',
              'bookings.csv',
              'invoices.json',
              'invoices.csv',
            ],
          },
        },
      ],
      responses: fileResponse(['application/json', 'text/csv']),
    },
  },
};

export function openApiDocument(schema: GraphQLSchema, compiled: readonly CompiledRoute[]) {
  schemaRef.current = schema;
  const paths: Record<string, Record<string, unknown>> = {};
  const ids = new Set<string>();
  for (const c of compiled) {
    const { route } = c;
    const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
    let operationId = `${route.method.toLowerCase()}_${route.field}`;
    for (let i = 2; ids.has(operationId); i++) operationId = `${route.method.toLowerCase()}_${route.field}_${i}`;
    ids.add(operationId);
    const parameters = [
      ...Object.entries(c.params.shape).map(([name, type]) => ({
        name,
        in: 'path',
        required: true,
        schema: jsonSchema(type as z.ZodType),
      })),
      ...Object.entries(c.query.shape).map(([name, type]) => ({
        name,
        in: 'query',
        required: !(type as z.ZodType).safeParse(undefined).success,
        schema: jsonSchema(type as z.ZodType),
      })),
    ];
    const bodySchema = jsonSchema(c.body);
    const hasBody =
      route.method !== 'GET' &&
      (route.input?.bodyType || Object.keys((bodySchema.properties as object | undefined) ?? {}).length > 0);
    const content: Record<string, unknown> = { 'application/json': { schema: bodySchema } };
    if (route.input?.multipart) content['multipart/form-data'] = { schema: bodySchema };
    const auth = c.auth !== 'none';
    const success = route.contentType
      ? {
          description: 'OK',
          content: { [route.contentType.split(';')[0] ?? 'text/plain']: { schema: { type: 'string' } } },
        }
      : { description: 'OK', content: { 'application/json': { schema: successSchema(c) } } };
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId,
      tags: [route.path.split('/')[1] ?? 'api'],
      summary: route.summary ?? c.rootField.description ?? `${c.operation.operation} ${route.field}`,
      description: `Runs GraphQL ${c.operation.operation} field \`${route.field}\`${auth ? ` (needs ${c.auth})` : ''}.`,
      parameters,
      ...(hasBody ? { requestBody: { required: false, content } } : {}),
      // Public calls say so; the others use the document's default (a login token or an API key).
      ...(auth ? {} : { security: [] }),
      responses: { [route.created ? '201' : '200']: success, ...errorResponses(auth) },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Salon booking REST API',
      version: '1.0.0',
      description:
        'Spec §7 calls. Bodies may be wrapped as {"data": {...}}; Accept-Language (' +
        LANGUAGES.join('|') +
        ') sets the language of ' +
        'messages; POST with X-HTTP-Method-Override: PUT means PUT. Success is {"data": ...}; failure ' +
        '{"data": {"message", "errors"}}. A 503 comes with Retry-After.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths: { ...paths, ...filePaths },
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A login token (from the login call), or an API key (`slk_…`) that an admin made in Settings › ' +
            'Integrations or with POST /api/api-keys.json: it acts for its salon with its role (staff or admin), ' +
            'and is refused where a person is needed (managing keys, changing passwords).',
        },
      },
      responses: {
        Failure: {
          description: 'The failure envelope',
          content: { 'application/json': { schema: failure } },
        },
      },
    },
  };
}
