import { useRef, useState } from "react";
import { ArrowRight } from "~/components/icons";
import { BrowserFrame } from "~/components/mockups/frames";
import { Mockup, preloadMockups } from "~/components/mockups/island";
import { ButtonLink } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";
import { demoRequestPath } from "~/config/pages";
import { track } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import type { ForestcrewCopy, ScreenId } from "~/pages/forestcrew/copy";

/**
 * The web control centre in three views (operations dashboard, staff, machines) as tabs
 * (WAI-ARIA tabs pattern: arrow keys, Home and End move between them), and the demo request.
 */
export function Screenshots({ copy }: { copy: ForestcrewCopy["screens"] }) {
  const [active, setActive] = useState<ScreenId>(copy.tabs[0]?.id ?? "dashboard");
  const tabRefs = useRef<Partial<Record<ScreenId, HTMLButtonElement | null>>>({});

  function select(id: ScreenId, focus = false) {
    setActive(id);
    if (focus) tabRefs.current[id]?.focus();
  }

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const last = copy.tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const tab = copy.tabs[next];
    if (tab) select(tab.id, true);
  }

  return (
    <Section id="screens" tone="bark" labelledBy="screens-title" className="max-sm:py-12">
      <SectionHeading id="screens-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} align="center" />

      <div className="mt-10 flex justify-center">
        <div
          role="tablist"
          aria-label={copy.tabsLabel}
          onPointerEnter={preloadMockups}
          onFocus={preloadMockups}
          className="grid w-full max-w-md grid-cols-3 gap-1 rounded-full border border-forest-900/10 bg-white p-1 shadow-card"
        >
          {copy.tabs.map((tab, i) => {
            const selected = tab.id === active;
            return (
              <button
                key={tab.id}
                ref={(el) => {
                  tabRefs.current[tab.id] = el;
                }}
                type="button"
                role="tab"
                id={`screen-tab-${tab.id}`}
                aria-selected={selected}
                aria-controls={`screen-panel-${tab.id}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => select(tab.id)}
                onKeyDown={(e) => onKeyDown(e, i)}
                className={cn(
                  "h-10 rounded-full px-2 text-sm font-semibold whitespace-nowrap transition-colors sm:px-5",
                  selected ? "bg-forest-800 text-white" : "text-forest-800 hover:bg-forest-50",
                )}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      </div>

      {copy.tabs.map((tab) => {
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={`screen-panel-${tab.id}`}
            aria-labelledby={`screen-tab-${tab.id}`}
            hidden={tab.id !== active}
            tabIndex={0}
            className="mt-8 rounded-2xl"
          >
            <p className="mx-auto max-w-2xl text-center leading-relaxed text-forest-800/80">{tab.text}</p>
            {/* Only the visible view is rendered: keeps the page's DOM small. */}
            {tab.id === active ? (
              <BrowserFrame url={tab.url} className="mt-8">
                {/* Drawn at a desktop width and scaled to the frame, on phones too: the whole screen in one view
                    (ScaledScreen's markup, written out so that this interactive section shares no chunk with the islands). */}
                <div className="@container relative aspect-[16/10] overflow-hidden [--screen-scale:0.37] sm:[--screen-scale:0.62] lg:[--screen-scale:1]">
                  <div className="absolute top-0 left-0 w-[calc(100cqw/var(--screen-scale))] origin-top-left [scale:var(--screen-scale)]">
                    <Mockup name={tab.id} />
                  </div>
                </div>
              </BrowserFrame>
            ) : null}
          </div>
        );
      })}

      <div className="mt-10 flex flex-col items-center justify-between gap-5 rounded-3xl border border-forest-900/8 bg-white p-6 text-center shadow-card sm:mt-12 sm:flex-row sm:p-8 sm:text-left">
        <p className="max-w-2xl text-lg leading-relaxed text-pretty">{copy.demoText}</p>
        <ButtonLink
          to={demoRequestPath}
          variant="secondary"
          size="lg"
          className="shrink-0"
          onClick={() => track("cta_click", { cta: "demo_request", location: "forestcrew_screenshots" })}
        >
          {copy.demoButton}
          <ArrowRight className="size-4" />
        </ButtonLink>
      </div>
    </Section>
  );
}
