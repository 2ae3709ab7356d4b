// The DataHub's OpenAPI document (app/pages/datahub-api/openapi.json, served at
// /datahub/openapi.json) is valid OpenAPI 3.1: checked against the specification's schema by a
// maintained validator (@apidevtools/swagger-parser), every $ref resolved. The test fails if the
// document is not a document others' tools can read.
import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import openApiJson from "~/pages/datahub-api/openapi.json";

describe("the DataHub OpenAPI document", () => {
  it("validates as OpenAPI 3.1", async () => {
    // The validator dereferences in place: give it a copy.
    const api = await SwaggerParser.validate(structuredClone(openApiJson) as never);
    expect("openapi" in api && api.openapi).toMatch(/^3\.1\./);
  });

  it("is refused once broken, so the check above has teeth", async () => {
    // Against the schema: a parameter without "in".
    const invalid = structuredClone(openApiJson) as unknown as { paths: Record<string, { get?: { parameters?: unknown[] } }> };
    invalid.paths["/machines"]!.get!.parameters = [{ name: "x", schema: { type: "string" } }];
    await expect(SwaggerParser.validate(invalid as never)).rejects.toThrow();
    // A reference to nothing.
    const unresolved = structuredClone(openApiJson) as unknown as { paths: Record<string, { get?: unknown }> };
    unresolved.paths["/stands"]!.get = { responses: { 200: { $ref: "#/components/responses/Missing" } } };
    await expect(SwaggerParser.validate(unresolved as never)).rejects.toThrow();
  });
});
