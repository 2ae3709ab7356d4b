import { IconCard } from "~/components/marketing/icon-card";
import { Section, SectionHeading } from "~/components/ui/section";
import type { DatahubCopy } from "./copy";

// The page's sections without links or handlers: drawn by the server, their code loaded only for a
// client-side navigation (lazyStatic islands in route.tsx). The title ids are written out here: importing
// ./sections as route.tsx does would split it into a chunk of its own, one more request on a page load; the
// icons come drawn from route.tsx for the same reason.
const titleId = (id: "problem" | "nutzen") => `${id}-title`;

/** Cards on phones: icon beside the title instead of above it, less padding (the page stays shorter). */
const compactOnPhones =
  "max-sm:grid max-sm:grid-cols-[2.75rem_1fr] max-sm:items-center max-sm:gap-x-4 max-sm:p-5 max-sm:[&>div]:col-span-2 max-sm:[&>div:first-child]:col-span-1 max-sm:[&>div:first-child]:mb-0";

/** Where forestry businesses start: many systems, no shared data. */
export function Problem({ copy, icons }: { copy: DatahubCopy["problem"]; icons: React.ReactNode[] }) {
  return (
    <Section id="problem" tone="bark" labelledBy={titleId("problem")}>
      <SectionHeading id={titleId("problem")} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <div className="mt-12 grid gap-5 md:grid-cols-3">
        {copy.items.map((item, i) => (
          <IconCard key={item.title} icon={icons[i]} title={item.title} className={compactOnPhones}>
            {item.text}
          </IconCard>
        ))}
      </div>
    </Section>
  );
}

/** What changes in the business. */
export function Value({ copy, icons }: { copy: DatahubCopy["value"]; icons: React.ReactNode[] }) {
  return (
    <Section id="nutzen" tone="dark" labelledBy={titleId("nutzen")}>
      <SectionHeading id={titleId("nutzen")} eyebrow={copy.eyebrow} title={copy.title} tone="dark" />
      <div className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {copy.items.map((item, i) => (
          <IconCard key={item.title} tone="dark" icon={icons[i]} title={item.title} className={compactOnPhones}>
            {item.text}
          </IconCard>
        ))}
      </div>
    </Section>
  );
}
