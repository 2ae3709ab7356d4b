import { introCopy } from "~/content/page-intro";
import { bilingual, type Lang } from "~/lib/i18n";
import openApiJson from "./openapi.json";
import { openApiDocumentPath } from "./openapi";
import type { ReferenceLabels } from "./reference";

/** Hero and metadata of the page, German and English. */
export const intro = introCopy(
  {
    seo: {
      title: "DataHub-API (Vorschau) – OpenAPI-Referenz",
      description:
        "Die geplante REST-Schnittstelle des ForestCrew DataHub als OpenAPI-3.1-Dokument: Aufträge, Bestände als GeoJSON, Zeiten, Maschinen, Holz, Webhooks. Vorschau.",
      keywords: ["DataHub API", "OpenAPI", "REST-API Forst", "GeoJSON", "Webhooks", "Schnittstelle Forst-ERP"],
    },
    hero: {
      eyebrow: "DataHub · API-Referenz",
      badge: { kind: "beta", label: "Vorschau" },
      title: "DataHub-API: die geplante Schnittstelle",
      lead: "So wird der DataHub Daten mit Ihren Systemen austauschen: REST, JSON und GeoJSON, beschrieben im OpenAPI-Standard. Wir zeigen den Entwurf schon jetzt, damit Ihre IT-Abteilung oder Ihr Systemhaus ihn früh prüfen kann.",
    },
  },
  {
    seo: {
      title: "DataHub API (preview) – OpenAPI reference",
      description:
        "The planned REST interface of the ForestCrew DataHub as an OpenAPI 3.1 document: work orders, GeoJSON stands, time entries, machines, timber, webhooks. Preview.",
      keywords: ["DataHub API", "OpenAPI", "forestry REST API", "GeoJSON", "webhooks", "forestry ERP integration"],
    },
    hero: {
      eyebrow: "DataHub · API reference",
      badge: { kind: "beta", label: "Preview" },
      title: "DataHub API: the planned interface",
      lead: "This is how the DataHub will exchange data with your systems: REST, JSON and GeoJSON, described in the OpenAPI standard. We are publishing the draft now so that your IT team or integration partner can review it early.",
    },
  },
);

/** Everything below the hero, in the order of the page. */
const copy = /* @__PURE__ */ bilingual(
  {
    preview: {
      title: "Vorschau: geplante Schnittstelle",
      text: "Diese Referenz beschreibt die REST-API des DataHub, wie sie heute geplant ist. Ressourcen, Felder und Namen können sich bis zur ersten stabilen Version noch ändern. Einen öffentlichen Endpunkt gibt es noch nicht – die Adresse im Dokument ist ein Beispiel. Zugang für Ihr Integrationsprojekt erhalten Sie auf Anfrage.",
      contact: "Zugang anfragen",
      download: "OpenAPI-Dokument herunterladen",
      downloadNote: "JSON, OpenAPI 3.1 – für Ihre Werkzeuge, etwa zum Erzeugen eines Clients.",
      language:
        "Die Referenz auf dieser Seite ist auf Deutsch; das herunterladbare Dokument ist, wie bei Schnittstellen üblich, auf Englisch.",
    },
    basics: {
      title: "Grundlagen",
      lead: "Was für alle Endpunkte gilt.",
      items: [
        {
          term: "Adresse und Version",
          text: "Die Hauptversion steht im Pfad: /v1. Änderungen, die bestehende Anbindungen brechen, kommen nur mit einer neuen Hauptversion.",
        },
        {
          term: "Anmeldung",
          text: "OAuth 2.0 mit Client Credentials: Ihr System holt sich ein kurzlebiges Token und sendet es als Bearer-Token. Jede Operation nennt den Scope, den sie braucht.",
        },
        { term: "Formate", text: "JSON, Geometrien als GeoJSON (RFC 7946, WGS 84), Zeitangaben nach RFC 3339 in UTC." },
        {
          term: "Seitenweise abrufen",
          text: "Listen kommen in Seiten zu höchstens 200 Einträgen: limit und cursor, die Antwort nennt den nextCursor der nächsten Seite. Mit updatedSince holen Sie nur, was sich geändert hat.",
        },
        {
          term: "Fehler",
          text: "Fehler sind Problem Details nach RFC 9457 (application/problem+json) mit HTTP-Status, Titel und bei ungültigen Feldern einer Liste der Felder.",
        },
        {
          term: "Ereignisse",
          text: "Statt regelmäßig abzufragen, abonnieren Sie Webhooks: Der DataHub meldet etwa einen abgeschlossenen Auftrag, signiert mit HMAC-SHA256.",
        },
      ],
      server: "Beispieladresse",
      version: "Stand des Entwurfs",
    },
    reference: {
      endpointsTitle: "Endpunkte",
      webhooksTitle: "Webhooks",
      webhooksLead: "Ereignisse, die der DataHub an die Adresse Ihres Systems sendet, sobald Sie sie abonniert haben.",
      schemasTitle: "Datenmodelle",
      schemasLead: "Die Objekte, die die Endpunkte senden und empfangen.",
      parameters: "Parameter",
      requestBody: "Anfrage",
      responses: "Antworten",
      payload: "Inhalt",
      scope: "Scope",
      required: "Pflicht",
      optional: "optional",
      values: "Werte",
      locations: { query: "Query", path: "Pfad", header: "Header", cookie: "Cookie" },
      arrayOf: "Liste von",
      errors: "Fehler",
      errorsTitle: "Fehlerantworten",
      errorsLead: "Jeder Fehler kommt als Problem Details nach RFC 9457 (application/problem+json) mit HTTP-Status, Titel und Erläuterung:",
    } satisfies ReferenceLabels,
    closing: {
      title: "Sie planen eine Anbindung?",
      text: "Erzählen Sie uns, welche Systeme Sie verbinden möchten. Wir besprechen den Entwurf mit Ihnen und geben Ihnen Zugang, sobald die Schnittstelle für Ihr Projekt bereitsteht.",
      contact: "Kontakt aufnehmen",
      back: "Zurück zum DataHub",
    },
  },
  {
    preview: {
      title: "Preview: planned interface",
      text: "This reference describes the DataHub's REST API as it is planned today. Resources, fields and names may still change before the first stable release. There is no public endpoint yet – the address in the document is an example. Access for your integration project is available on request.",
      contact: "Request access",
      download: "Download the OpenAPI document",
      downloadNote: "JSON, OpenAPI 3.1 – for your tools, for example to generate a client.",
      language: "The descriptions in the document are in English.",
    },
    basics: {
      title: "The basics",
      lead: "What applies to every endpoint.",
      items: [
        {
          term: "Address and version",
          text: "The major version is part of the path: /v1. Changes that break existing integrations only come with a new major version.",
        },
        {
          term: "Authentication",
          text: "OAuth 2.0 client credentials: your system obtains a short-lived token and sends it as a bearer token. Each operation names the scope it needs.",
        },
        { term: "Formats", text: "JSON, geometries as GeoJSON (RFC 7946, WGS 84), times in RFC 3339 and UTC." },
        {
          term: "Pagination",
          text: "Lists come in pages of up to 200 items: limit and cursor, and the response names the nextCursor of the following page. With updatedSince you fetch only what has changed.",
        },
        {
          term: "Errors",
          text: "Errors are Problem Details as defined in RFC 9457 (application/problem+json) with HTTP status, title and, for invalid fields, a list of the fields.",
        },
        {
          term: "Events",
          text: "Instead of polling, you subscribe to webhooks: the DataHub reports a completed work order, for example, signed with HMAC-SHA256.",
        },
      ],
      server: "Example address",
      version: "Draft version",
    },
    reference: {
      endpointsTitle: "Endpoints",
      webhooksTitle: "Webhooks",
      webhooksLead: "Events the DataHub sends to your system's address once you have subscribed to them.",
      schemasTitle: "Data models",
      schemasLead: "The objects the endpoints send and receive.",
      parameters: "Parameters",
      requestBody: "Request body",
      responses: "Responses",
      payload: "Payload",
      scope: "Scope",
      required: "required",
      optional: "optional",
      values: "Values",
      locations: { query: "query", path: "path", header: "header", cookie: "cookie" },
      arrayOf: "array of",
      errors: "Errors",
      errorsTitle: "Error responses",
      errorsLead:
        "Every error comes as Problem Details as defined in RFC 9457 (application/problem+json), with HTTP status, title and detail:",
    },
    closing: {
      title: "Planning an integration?",
      text: "Tell us which systems you would like to connect. We will go through the draft with you and give you access as soon as the interface is ready for your project.",
      contact: "Get in touch",
      back: "Back to the DataHub",
    },
  },
);

/** What the page's loader hands over: its copy in one language and the document's address and version. */
export function datahubApiPageData(lang: Lang) {
  return {
    intro: intro[lang],
    copy: copy[lang],
    server: openApiJson.servers[0]?.url ?? "",
    version: openApiJson.info.version,
    download: openApiDocumentPath,
  };
}
export type DatahubApiPageData = ReturnType<typeof datahubApiPageData>;
