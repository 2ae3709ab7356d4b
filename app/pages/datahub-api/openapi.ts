/**
 * The parts of an OpenAPI 3.1 document the API reference reads, and how it reads them: the
 * document itself is `openapi.json` beside this module (validated by
 * tests/unit/datahub-openapi.test.ts), served raw at /datahub/openapi.json.
 */
import { paths } from "~/config/pages";

/** Where the raw document is served (app/routes/datahub.openapi-json.ts): beside the DataHub page. */
export const openApiDocumentPath = `${paths.datahub}/openapi.json`;

export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: readonly (string | number)[];
  const?: string | number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: readonly string[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  default?: unknown;
  examples?: readonly unknown[];
  readOnly?: boolean;
}

export interface Parameter {
  $ref?: string;
  name: string;
  in: "query" | "path" | "header" | "cookie";
  required?: boolean;
  description?: string;
  schema?: Schema;
  example?: unknown;
}

export interface MediaTypes {
  [mediaType: string]: { schema?: Schema };
}

export interface Response {
  $ref?: string;
  description: string;
  content?: MediaTypes;
}

export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: MediaTypes };
  responses: Record<string, Response>;
}

export const methods = ["get", "post", "put", "patch", "delete"] as const;
export type Method = (typeof methods)[number];

export type PathItem = { parameters?: Parameter[] } & Partial<Record<Method, Operation>>;

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; summary?: string; description?: string };
  servers: { url: string; description?: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, PathItem>;
  webhooks?: Record<string, PathItem>;
  components: {
    schemas: Record<string, Schema>;
    parameters: Record<string, Parameter>;
    responses: Record<string, Response>;
    securitySchemes: Record<
      string,
      { type: string; description?: string; flows?: { clientCredentials?: { tokenUrl: string; scopes: Record<string, string> } } }
    >;
  };
}

/** One operation with its address and method, parameters of the path item merged in, references resolved. */
export interface ResolvedOperation extends Omit<Operation, "parameters" | "responses"> {
  method: Method;
  path: string;
  parameters: Parameter[];
  responses: [status: string, response: Response][];
  scopes: string[];
}

/** The name of a local component reference: "#/components/schemas/WorkOrder" is "WorkOrder". */
export function refName(ref: string): string {
  return ref.slice(ref.lastIndexOf("/") + 1);
}

function resolve<T extends { $ref?: string }>(item: T, registry: Record<string, T>): T {
  if (!item.$ref) return item;
  const target = registry[refName(item.$ref)];
  if (!target) throw new Error(`OpenAPI: unresolved reference ${item.$ref}`);
  return target;
}

function resolveOperation(doc: OpenApiDocument, path: string, item: PathItem, method: Method, operation: Operation): ResolvedOperation {
  const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) => resolve(p, doc.components.parameters));
  const responses = Object.entries(operation.responses).map(
    ([status, r]) => [status, resolve(r, doc.components.responses)] as [string, Response],
  );
  const scopes = (operation.security ?? []).flatMap((requirement) => Object.values(requirement).flat());
  return { ...operation, method, path, parameters, responses, scopes };
}

function operationsOf(doc: OpenApiDocument, items: Record<string, PathItem>): ResolvedOperation[] {
  return Object.entries(items).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method];
      return operation ? [resolveOperation(doc, path, item, method, operation)] : [];
    }),
  );
}

/** The document's operations grouped by tag, in the order of its tag list. */
export function operationsByTag(doc: OpenApiDocument): { tag: OpenApiDocument["tags"][number]; operations: ResolvedOperation[] }[] {
  const all = operationsOf(doc, doc.paths);
  return doc.tags.map((tag) => ({ tag, operations: all.filter((op) => op.tags?.includes(tag.name)) }));
}

/** The webhooks (events the DataHub sends), each as its POST operation. */
export function webhookOperations(doc: OpenApiDocument): ResolvedOperation[] {
  return operationsOf(doc, doc.webhooks ?? {});
}

/** An anchor id from a name: "Work orders" is "work-orders". */
export function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
