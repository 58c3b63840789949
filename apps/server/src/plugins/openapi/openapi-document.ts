import { ENDPOINT_SUMMARIES, ENDPOINTS, type EndpointDef, type EndpointPath } from '@lendline/domain';
import { schemasFor } from '@lendline/domain/contract';
import * as z from 'zod/mini';
import { API_DESCRIPTION } from './description.ts';

type JsonSchema = Record<string, unknown>;

const CONTENT_TYPES = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
} as const;

/** Provisional entries (capabilities of later issues) accept and return any object. */
const FREE_FORM: JsonSchema = { type: 'object', additionalProperties: true, description: 'Provisional: shape fixed by a later issue.' };

function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const json = { ...(z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema) };
  delete json.$schema; // the document's dialect is declared once, by OpenAPI 3.1
  return json;
}

function envelopeOf(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'data', 'msg'],
    properties: { code: { type: 'integer', const: 0 }, data, msg: { type: 'string' } },
  };
}

function operation(def: EndpointDef): JsonSchema {
  const schemas = schemasFor(def.path);
  const provisional = schemas?.provisional ?? true;
  const request = schemas && !provisional ? jsonSchema(schemas.request, 'input') : FREE_FORM;
  const response = schemas && !provisional ? jsonSchema(schemas.response, 'output') : {};
  const parameters: JsonSchema[] = [{ $ref: '#/components/parameters/timestamp' }, { $ref: '#/components/parameters/lang' }];
  parameters.push({ $ref: '#/components/parameters/packageName' });
  if (def.method === 'GET') parameters.push(...queryParameters(request));

  const op: JsonSchema = {
    operationId: def.path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_/, ''),
    summary: ENDPOINT_SUMMARIES[def.path as EndpointPath],
    tags: [def.module],
    security: def.auth ? [{ bearer: [] }] : [],
    parameters,
    responses: {
      '200': { description: 'Success envelope', content: { 'application/json': { schema: envelopeOf(response) } } },
      default: { $ref: '#/components/responses/Error' },
    },
    'x-body-encoding': def.encoding,
    'x-provisional': provisional,
  };
  if (def.extension) op['x-extension'] = true;
  if (def.method === 'POST' && def.encoding !== 'query') {
    op.requestBody = { required: false, content: { [CONTENT_TYPES[def.encoding]]: { schema: request } } };
  }
  return op;
}

function queryParameters(request: JsonSchema): JsonSchema[] {
  const properties = (request.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((request.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }));
}

/**
 * OpenAPI 3.1 for the contract, keyed by logical path. The wire path is the encrypted form
 * (see the description); tools that call the API must encrypt each path first.
 */
export function buildOpenApiDocument(options: { version: string; isExposed(def: EndpointDef): boolean }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const def of ENDPOINTS.filter(options.isExposed)) {
    paths[def.path] = { ...paths[def.path], [def.method.toLowerCase()]: operation(def) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Lendline API', version: options.version, description: API_DESCRIPTION },
    servers: [{ url: '/api', description: 'Each logical path below travels encrypted: /api/<HEX>?timestamp=<seconds>' }],
    tags: [...new Set(ENDPOINTS.map((e) => e.module))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'Opaque session token from register or login. "Bearer <token>", "Bearer<token>" and the bare token are accepted.',
        },
      },
      parameters: {
        timestamp: { name: 'timestamp', in: 'query', required: true, schema: { type: 'string', pattern: '^\\d{1,13}$' }, description: 'Client time in seconds.' },
        lang: { name: 'lang', in: 'header', required: false, schema: { type: 'string', enum: ['en', 'es'] }, description: 'Language of msg; es-MX style values are read by prefix.' },
        packageName: { name: 'packageName', in: 'header', required: false, schema: { type: 'string' }, description: 'App package name; its first 16 characters are the path key.' },
      },
      responses: {
        Error: {
          description: 'Failure envelope: non-zero code, translated msg; VALIDATION_FAILED carries data.fields.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['code', 'data', 'msg'],
                properties: { code: { type: 'integer' }, data: {}, msg: { type: 'string' } },
              },
            },
          },
        },
      },
    },
  };
}
