import type { Route } from "./+types/datahub.openapi-json";
import { publicResource } from "~/lib/http-cache.server";
import openApiJson from "~/pages/datahub-api/openapi.json";

const body = `${JSON.stringify(openApiJson, null, 2)}\n`;

/**
 * GET /datahub/openapi.json: the OpenAPI document of the planned DataHub interface (a preview),
 * as shown on /datahub/api, for tools that read it (client generators, API explorers).
 */
export function loader({ request }: Route.LoaderArgs) {
  return publicResource(request, body, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Disposition": 'inline; filename="forestcrew-datahub-openapi.json"',
  });
}
