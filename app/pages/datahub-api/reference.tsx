import { Fragment, useEffect } from "react";
import { cn } from "~/lib/cn";
import type { Lang } from "~/lib/i18n";
import openApiJson from "./openapi.json";
import { germanTagNames, germanTexts } from "./openapi-de";
import {
  operationsByTag,
  refName,
  slug,
  webhookOperations,
  type MediaTypes,
  type Method,
  type OpenApiDocument,
  type Parameter,
  type ResolvedOperation,
  type Schema,
} from "./openapi";

// The JSON's inferred type is wider (plain strings where the interface names methods and
// locations); tests/unit/datahub-api.test.ts checks the document itself.
const doc = openApiJson as unknown as OpenApiDocument;

/** A copy of a part of the document with its descriptions and summaries in German (the English where none is given). */
function inGerman<T>(value: T): T {
  if (Array.isArray(value)) return value.map(inGerman) as T;
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      (key === "description" || key === "summary") && typeof v === "string" ? (germanTexts[v] ?? v) : inGerman(v),
    ]),
  ) as T;
}

let germanDoc: OpenApiDocument | undefined;
/** The document as the reference shows it in a language: German descriptions on the German site. */
function documentIn(lang: Lang): OpenApiDocument {
  if (lang === "en") return doc;
  germanDoc ??= inGerman(doc);
  return germanDoc;
}

/** The reference's own words in the visitor's language; the document's texts are English. */
export interface ReferenceLabels {
  endpointsTitle: string;
  webhooksTitle: string;
  webhooksLead: string;
  schemasTitle: string;
  schemasLead: string;
  parameters: string;
  requestBody: string;
  responses: string;
  payload: string;
  scope: string;
  required: string;
  optional: string;
  values: string;
  locations: Record<Parameter["in"], string>;
  arrayOf: string;
  errors: string;
  errorsTitle: string;
  errorsLead: string;
}

const methodTones: Record<Method, string> = {
  get: "bg-moss-300 text-forest-950",
  post: "bg-amber-glow text-forest-950",
  put: "bg-sky-200 text-sky-950",
  patch: "bg-violet-200 text-violet-950",
  delete: "bg-red-100 text-red-900",
};

const isError = (status: string) => Number(status) >= 400;
const errorId = (status: string) => `error-${status}`;

const opId = (op: ResolvedOperation) => `op-${op.operationId}`;
const schemaId = (name: string) => `schema-${name}`;

/** Text with `code` spans, as the document writes them (the only Markdown it uses in descriptions shown here). */
function Text({ children }: { children: string }) {
  return (
    <>
      {children.split("`").map((part, i) =>
        i % 2 === 1 ? (
          <code key={i} className="rounded bg-forest-100 px-1 py-px font-mono text-[0.85em] text-forest-900">
            {part}
          </code>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function MethodBadge({ method }: { method: Method }) {
  return (
    <span
      className={cn(
        "inline-block w-16 shrink-0 rounded px-1.5 py-0.5 text-center font-mono text-xs font-bold uppercase",
        methodTones[method],
      )}
    >
      {method}
    </span>
  );
}

/** A schema's type in one line: "string (date-time)", "WorkOrder" (linked), "array of Stand", "string | null". */
function TypeOf({ schema, labels }: { schema: Schema; labels: ReferenceLabels }) {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return (
      <a href={`#${schemaId(name)}`} className="font-semibold text-forest-700 underline underline-offset-2 hover:text-forest-900">
        {name}
      </a>
    );
  }
  if (schema.const !== undefined) return <>{JSON.stringify(schema.const)}</>;
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes("array") && schema.items) {
    return (
      <>
        {labels.arrayOf} <TypeOf schema={schema.items} labels={labels} />
        {types.includes("null") ? " | null" : null}
      </>
    );
  }
  const text = types.length > 0 ? types.join(" | ") : "any";
  return <>{schema.format ? `${text} (${schema.format})` : text}</>;
}

/** Limits and allowed values of a field, as a short note. */
function Constraints({ schema, labels }: { schema: Schema; labels: ReferenceLabels }) {
  const notes: string[] = [];
  if (schema.minimum !== undefined && schema.maximum !== undefined) notes.push(`${schema.minimum}–${schema.maximum}`);
  if (schema.maxLength !== undefined) notes.push(`≤ ${schema.maxLength}`);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  if (schema.examples?.[0] !== undefined) notes.push(`e.g. ${JSON.stringify(schema.examples[0])}`);
  return (
    <>
      {schema.enum ? (
        <span className="mt-1 block text-xs text-forest-800/80">
          {labels.values}: <span className="font-mono">{schema.enum.join(" · ")}</span>
        </span>
      ) : null}
      {notes.length > 0 ? <span className="mt-1 block font-mono text-xs text-forest-800/70">{notes.join(" · ")}</span> : null}
    </>
  );
}

/** One field or parameter: name, type, required or not, description. */
function Field({
  name,
  schema,
  required,
  description,
  where,
  labels,
}: {
  name: string;
  schema: Schema;
  required: boolean;
  description?: string;
  where?: string;
  labels: ReferenceLabels;
}) {
  return (
    <li className="py-3 sm:grid sm:grid-cols-[minmax(10rem,14rem)_1fr] sm:gap-4">
      <div className="min-w-0">
        <code className="font-mono text-sm font-semibold break-all text-forest-950">{name}</code>
        <span className={cn("ml-2 text-xs font-semibold", required ? "text-bark-700" : "text-forest-800/70")}>
          {required ? labels.required : labels.optional}
        </span>
      </div>
      <div className="mt-1 min-w-0 text-sm leading-relaxed sm:mt-0">
        <span className="font-mono text-xs text-forest-800">
          {where ? `${where} · ` : null}
          <TypeOf schema={schema} labels={labels} />
        </span>
        {description ? (
          <span className="block text-forest-800/90">
            <Text>{description}</Text>
          </span>
        ) : null}
        <Constraints schema={schema} labels={labels} />
      </div>
    </li>
  );
}

function Body({ content, labels }: { content: MediaTypes; labels: ReferenceLabels }) {
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {Object.entries(content).map(([mediaType, { schema }]) => (
        <li key={mediaType}>
          <code className="font-mono text-xs text-forest-800">{mediaType}</code>
          {schema ? (
            <>
              {" → "}
              <span className="font-mono text-xs">
                <TypeOf schema={schema} labels={labels} />
              </span>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function OperationCard({
  op,
  labels,
  headingLevel: H,
  webhook = false,
}: {
  op: ResolvedOperation;
  labels: ReferenceLabels;
  headingLevel: "h3" | "h4";
  /** An event the DataHub sends: its "path" is the event's name, its body the payload. */
  webhook?: boolean;
}) {
  return (
    <article
      id={opId(op)}
      aria-labelledby={`${opId(op)}-title`}
      className="scroll-mt-24 rounded-2xl border border-forest-900/10 bg-white p-5 sm:p-6"
    >
      <p className="flex items-start gap-3">
        <MethodBadge method={op.method} />
        <code className="min-w-0 font-mono text-sm font-semibold break-all text-forest-950">{op.path}</code>
      </p>
      <H id={`${opId(op)}-title`} className="mt-3 text-lg font-bold tracking-tight">
        {op.summary}
      </H>
      {op.description ? (
        <p className="mt-1.5 text-sm leading-relaxed text-forest-800/90">
          <Text>{op.description}</Text>
        </p>
      ) : null}
      {op.scopes.length > 0 ? (
        <p className="mt-3 text-xs text-forest-800/80">
          {labels.scope}: <code className="font-mono text-forest-900">{op.scopes.join(", ")}</code>
        </p>
      ) : null}

      {op.parameters.length > 0 ? (
        <div className="mt-5">
          <p className="text-sm font-semibold">{labels.parameters}</p>
          <ul className="mt-1 divide-y divide-forest-900/8">
            {op.parameters.map((p) => (
              <Field
                key={`${p.in}:${p.name}`}
                name={p.name}
                schema={p.schema ?? {}}
                required={p.required === true}
                description={p.description}
                where={labels.locations[p.in]}
                labels={labels}
              />
            ))}
          </ul>
        </div>
      ) : null}

      {op.requestBody ? (
        <div className="mt-5">
          <p className="text-sm font-semibold">{webhook ? labels.payload : labels.requestBody}</p>
          <Body content={op.requestBody.content} labels={labels} />
        </div>
      ) : null}

      <div className="mt-5">
        <p className="text-sm font-semibold">{labels.responses}</p>
        <ul className="mt-2 space-y-2 text-sm">
          {op.responses
            .filter(([status]) => !isError(status))
            .map(([status, response]) => (
              <li key={status} className="flex gap-3">
                <span className="w-10 shrink-0 font-mono text-xs leading-6 font-bold text-forest-700">{status}</span>
                <span className="min-w-0 leading-6">
                  <Text>{response.description}</Text>
                  {response.content ? <Body content={response.content} labels={labels} /> : null}
                </span>
              </li>
            ))}
        </ul>
        {/* Errors share one body (Problem Details) and one meaning each: listed once, linked here. */}
        {op.responses.some(([status]) => isError(status)) ? (
          <p className="mt-3 flex flex-wrap items-baseline gap-x-2 gap-y-1 text-xs text-forest-800/90">
            <span className="font-semibold">{labels.errors}:</span>
            {op.responses
              .filter(([status]) => isError(status))
              .map(([status]) => (
                <a key={status} href={`#${errorId(status)}`} className="font-mono font-bold text-bark-700 underline underline-offset-2">
                  {status}
                </a>
              ))}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/**
 * The API reference, drawn from the OpenAPI document on the server: the endpoints by resource
 * with a table of contents, the webhooks and the data models. Shown inside a server island
 * (see route.tsx), so neither this code nor the document reaches the browser on a page load.
 */
export default function ApiReference({ labels, lang }: { labels: ReferenceLabels; lang: Lang }) {
  // Drawn in the browser (a client-side navigation, e.g. from /datahub to #tag-stands), the
  // reference arrives after the router looked for the address's anchor: go there now. On a page
  // load the server drew it and the browser found the anchor itself; this never runs then.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
  const shown = documentIn(lang);
  const groups = operationsByTag(shown);
  const webhooks = webhookOperations(shown);
  const schemas = Object.entries(shown.components.schemas);
  const tagName = (name: string) => (lang === "de" ? (germanTagNames[name] ?? name) : name);
  // Each error status once, with its meaning, in numeric order.
  const errors = [
    ...new Map(
      groups.flatMap(({ operations }) => operations.flatMap((op) => op.responses.filter(([status]) => isError(status)))),
    ).entries(),
  ].sort(([a], [b]) => Number(a) - Number(b));
  return (
    <div className="space-y-20">
      <section aria-labelledby="endpunkte-title">
        <h2 id="endpunkte-title" className="text-3xl leading-tight font-bold tracking-tight sm:text-4xl">
          {labels.endpointsTitle}
        </h2>
        {/* Table of contents: every endpoint in one list, linked to its description. */}
        <nav aria-labelledby="endpunkte-title" className="mt-8 grid gap-x-10 gap-y-6 rounded-2xl bg-forest-50 p-5 sm:p-8 md:grid-cols-2">
          {groups.map(({ tag, operations }) => (
            <div key={tag.name}>
              <p className="font-semibold">
                <a href={`#tag-${slug(tag.name)}`} className="hover:underline">
                  {tagName(tag.name)}
                </a>
              </p>
              <ul className="mt-2 space-y-1.5">
                {operations.map((op) => (
                  <li key={opId(op)}>
                    <a href={`#${opId(op)}`} className="flex items-start gap-2 text-sm hover:underline">
                      <MethodBadge method={op.method} />
                      <code className="min-w-0 font-mono break-all text-forest-900">{op.path}</code>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <section
          id="fehler"
          aria-labelledby="fehler-title"
          className="mt-8 scroll-mt-24 rounded-2xl border border-forest-900/10 bg-white p-5 sm:p-8"
        >
          <h3 id="fehler-title" className="text-xl font-bold tracking-tight">
            {labels.errorsTitle}
          </h3>
          <p className="mt-1.5 text-sm leading-relaxed text-forest-800/80">
            {labels.errorsLead}{" "}
            <span className="font-mono text-xs">
              <TypeOf schema={{ $ref: "#/components/schemas/Problem" }} labels={labels} />
            </span>
          </p>
          <dl className="mt-4 grid gap-x-8 gap-y-3 text-sm md:grid-cols-2">
            {errors.map(([status, response]) => (
              <div key={status} id={errorId(status)} className="flex scroll-mt-24 gap-3">
                <dt className="w-10 shrink-0 font-mono text-xs leading-6 font-bold text-bark-700">{status}</dt>
                <dd className="min-w-0 leading-6">
                  <Text>{response.description}</Text>
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <div className="mt-14 space-y-14">
          {groups.map(({ tag, operations }) => (
            <section key={tag.name} id={`tag-${slug(tag.name)}`} aria-labelledby={`tag-${slug(tag.name)}-title`} className="scroll-mt-24">
              <h3 id={`tag-${slug(tag.name)}-title`} className="text-2xl font-bold tracking-tight">
                {tagName(tag.name)}
              </h3>
              {tag.description ? <p className="mt-2 max-w-3xl leading-relaxed text-forest-800/80">{tag.description}</p> : null}
              <div className="mt-6 space-y-5">
                {operations.map((op) => (
                  <OperationCard key={opId(op)} op={op} labels={labels} headingLevel="h4" />
                ))}
              </div>
            </section>
          ))}
        </div>
      </section>

      <section id="webhooks" aria-labelledby="webhooks-title" className="scroll-mt-24">
        <h2 id="webhooks-title" className="text-3xl leading-tight font-bold tracking-tight sm:text-4xl">
          {labels.webhooksTitle}
        </h2>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-forest-800/80">{labels.webhooksLead}</p>
        <div className="mt-8 space-y-5">
          {webhooks.map((op) => (
            <OperationCard key={opId(op)} op={op} labels={labels} headingLevel="h3" webhook />
          ))}
        </div>
      </section>

      <section id="datenmodelle" aria-labelledby="datenmodelle-title" className="scroll-mt-24">
        <h2 id="datenmodelle-title" className="text-3xl leading-tight font-bold tracking-tight sm:text-4xl">
          {labels.schemasTitle}
        </h2>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-forest-800/80">{labels.schemasLead}</p>
        <div className="mt-8 grid gap-5 lg:grid-cols-2">
          {schemas.map(([name, schema]) => (
            <article
              key={name}
              id={schemaId(name)}
              aria-labelledby={`${schemaId(name)}-title`}
              className="scroll-mt-24 rounded-2xl border border-forest-900/10 bg-white p-5 sm:p-6"
            >
              <h3 id={`${schemaId(name)}-title`} className="font-mono text-base font-bold">
                {name}
              </h3>
              {schema.description ? (
                <p className="mt-1.5 text-sm leading-relaxed text-forest-800/90">
                  <Text>{schema.description}</Text>
                </p>
              ) : null}
              {schema.properties ? (
                <ul className="mt-2 divide-y divide-forest-900/8">
                  {Object.entries(schema.properties).map(([field, fieldSchema]) => (
                    <Field
                      key={field}
                      name={field}
                      schema={fieldSchema}
                      required={schema.required?.includes(field) === true}
                      description={fieldSchema.description}
                      labels={labels}
                    />
                  ))}
                </ul>
              ) : (
                <p className="mt-2 font-mono text-xs text-forest-800">
                  <TypeOf schema={schema} labels={labels} />
                  <Constraints schema={schema} labels={labels} />
                </p>
              )}
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}
