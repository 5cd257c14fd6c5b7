// The OpenAPI document is derived from the route table: it is valid OpenAPI 3.1, lists every
// registered route with its path parameters, and states the limits the boundary enforces.
import SwaggerParser from '@apidevtools/swagger-parser';
import { compileRoutes, openApiDocument } from '@salon/rest-compat';
import { describe, expect, it } from 'vitest';
import { schema } from '../../schema.ts';

describe('OpenAPI document', () => {
  const { compiled } = compileRoutes(schema);
  const doc = openApiDocument(schema, compiled);

  it('is a valid OpenAPI 3.1 document', async () => {
    // The parser dereferences in place: validate a copy.
    const api = await SwaggerParser.validate(structuredClone(doc) as never);
    expect((api as { openapi?: string }).openapi).toBe('3.1.0');
  });

  it('lists every registered route, once, with its path parameters', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(new Set(operations).size).toBe(operations.length);
    for (const { route } of compiled) {
      const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
      const op = doc.paths[path]?.[route.method.toLowerCase()] as { parameters: { name: string; in: string }[] };
      expect(op, `${route.method} ${path}`).toBeDefined();
      const declared = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared.sort()).toEqual([...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort());
    }
    // Plus the three file downloads served beside the JSON routes.
    expect(operations.length).toBe(compiled.length + 3);
    expect(doc.paths['/api/invoices/{id}.pdf']?.get).toBeDefined();
    expect(doc.paths['/api/reports/download.{format}']?.get).toBeDefined();
    expect(doc.paths['/api/vendors/export/{file}']?.get).toBeDefined();
  });

  it('declares its credential and marks the public calls', () => {
    expect(doc.security).toEqual([{ bearer: [] }]);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.bearer.description).toMatch(/API key/);
    const op = (path: string, method: string) => doc.paths[path]?.[method] as { security?: unknown[] };
    // Public: the login and the public booking page's data; protected: the default.
    expect(op('/api/users/token.json', 'post').security).toEqual([]);
    expect(op('/api/customers.json', 'get').security).toBeUndefined();
    for (const path of ['/api/api-keys.json', '/api/webhooks.json'])
      for (const method of ['get', 'post']) expect(op(path, method), `${method} ${path}`).toBeDefined();
    expect(op('/api/webhooks/{id}/deliveries.json', 'get')).toBeDefined();
  });

  it('states the limits the boundary enforces', () => {
    const op = doc.paths['/api/bookings/{id}.json']?.get as { parameters: { schema: Record<string, unknown> }[] };
    expect(op.parameters[0]!.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 2147483647 });
    const create = doc.paths['/api/locations.json']?.post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, Record<string, unknown>> } }> };
    };
    const props = create.requestBody.content['application/json']!.schema.properties;
    expect(JSON.stringify(props.name)).toContain('"maxLength":255');
    expect(JSON.stringify(props.description ?? props.name)).toMatch(/"maxLength":(255|5000)/);
    const signUp = doc.paths['/api/vendors.json']?.post as { requestBody: { content: Record<string, unknown> } };
    expect(Object.keys(signUp.requestBody.content)).toEqual(['application/json', 'multipart/form-data']);
  });
});
