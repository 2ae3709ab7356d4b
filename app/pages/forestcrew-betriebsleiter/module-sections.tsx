import { Check } from "~/components/icons";
import { ClaimMarker } from "~/components/marketing/claim-note";
import { BrowserFrame } from "~/components/mockups/frames";
import { Mockup, type MockupName } from "~/components/mockups/island";
import { Section, SectionHeading } from "~/components/ui/section";
import { cn } from "~/lib/cn";
import type { ModuleCopy } from "./copy";

/** A module of the web control centre: text and feature list beside its screenshot. */
function ModuleSection({
  id,
  tone,
  copy: { eyebrow, title, text, features, highlight, url },
  mockup,
  reverse,
}: {
  id: string;
  tone: "white" | "bark";
  copy: ModuleCopy;
  mockup: MockupName;
  reverse?: boolean;
}) {
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-title`}>
      <div
        className={cn(
          "grid items-center gap-12 lg:gap-16",
          reverse ? "lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.9fr)]" : "lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.2fr)]",
        )}
      >
        <div className={cn(reverse && "lg:order-2")}>
          <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title} />
          <p className="mt-5 text-lg leading-relaxed text-forest-800/85">{text}</p>
          <ul role="list" className="mt-8 grid gap-3 sm:grid-cols-2">
            {features.map((f) => (
              <li key={f} className="flex gap-3 font-medium text-forest-900">
                <span aria-hidden="true" className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-forest-600 text-white">
                  <Check className="size-3.5" />
                </span>
                {f}
              </li>
            ))}
          </ul>
          {highlight ? (
            <p className="mt-8 inline-flex rounded-full bg-moss-200 px-4 py-2 text-sm font-semibold text-forest-900">
              <span>
                {highlight.text}
                {highlight.claim ? <ClaimMarker /> : null}
              </span>
            </p>
          ) : null}
        </div>
        <div className={cn(reverse && "lg:order-1")}>
          <BrowserFrame url={url}>
            <Mockup name={mockup} />
          </BrowserFrame>
        </div>
      </div>
    </Section>
  );
}

export function StaffSection({ copy }: { copy: ModuleCopy }) {
  return <ModuleSection id="personal" tone="bark" copy={copy} mockup="staff" />;
}

export function MachinesSection({ copy }: { copy: ModuleCopy }) {
  return <ModuleSection id="maschinen" tone="white" copy={copy} mockup="machines" reverse />;
}
