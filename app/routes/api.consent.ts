import type { Route } from "./+types/api.consent";
import { handleConsentLog } from "~/features/consent/index.server";

/** POST /api/consent: logs a choice made in the consent dialog (proof of consent), see the module. */
export function action({ request, context }: Route.ActionArgs) {
  return handleConsentLog(request, { lang: context.lang, clientAddress: context.clientAddress });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}
