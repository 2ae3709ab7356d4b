import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Check, Svg } from "~/components/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import { SceneIsland, type SceneStatus } from "~/features/scene3d";
import { cn } from "~/lib/cn";
import type { AboutCopy } from "../copy";
import { StaticIsland } from "~/components/mockups/static-island";
import type { EntryCopy } from "./content";
import type { EntryId } from "./entries";
import type { ForestController } from "./scene.client";

/**
 * The sketch the server draws as the first paint and the picture where WebGL is missing: never hydrated
 * (StaticIsland), so its code loads only when the browser must draw it itself (a client-side navigation),
 * as the product mock-ups do (docs/decisions/0005-mockups-as-server-islands.md).
 */
const Sketch = lazy(() => import("../forest-illustration").then((m) => ({ default: m.ForestIllustration })));

type CardModule = typeof import("./entry-card");

/**
 * The card and its drawings: a chunk of their own, fetched when the forest comes near (with the scene),
 * when the visitor reaches for the list, or when a card opens; never part of the page's first load.
 */
let cardRequest: Promise<CardModule> | null = null;
const loadCard = () => (cardRequest ??= import("./entry-card"));
const loadScene = () => import("./scene.client");

function useCardModule(wanted: boolean): CardModule | null {
  const [module, setModule] = useState<CardModule | null>(null);
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    loadCard().then(
      (loaded) => live && setModule(loaded),
      (error: unknown) => {
        // A failed chunk (offline, a new deployment) may be asked for again on the next click.
        cardRequest = null;
        console.warn("The info card did not load", error);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, module]);
  return module;
}

/** Whether the viewport is at least `px` wide; false on the server and until the first effect. */
function useWideScreen(px: number): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${px}px)`);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, [px]);
  return wide;
}

/** The view buttons: what each does to the scene, and its icon (one path in the 24 × 24 stroke style of app/components/icons). */
const viewButtons: { label: keyof AboutCopy["forest"]["controls"]; icon: string; run: (c: ForestController) => void }[] = [
  { label: "zoomIn", icon: "M12 5v14M5 12h14", run: (c) => c.zoom("in") },
  { label: "zoomOut", icon: "M5 12h14", run: (c) => c.zoom("out") },
  { label: "rotateLeft", icon: "M4 5v5h5M5.5 14.5A7 7 0 1 0 6 8l-2 2", run: (c) => c.rotate("left") },
  { label: "rotateRight", icon: "M20 5v5h-5M18.5 14.5A7 7 0 1 1 18 8l2 2", run: (c) => c.rotate("right") },
  { label: "reset", icon: "M4 11.5 12 5l8 6.5M6.5 10v9h11v-9", run: (c) => c.reset() },
];

const Info = () => (
  <Svg className="size-5">
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 11v5.5M12 7.6v.1" />
  </Svg>
);

const controlButton =
  "grid size-11 place-items-center rounded-full bg-white/95 text-forest-800 shadow-card ring-1 ring-forest-900/10 transition-colors hover:bg-moss-200 hover:text-forest-950";

/** The interactive forest: the sketch first, then the 3D scene when it comes near; cards, help, buttons and a list for every pointer action. */
export function ForestSection({ id, copy, entries }: { id: string; copy: AboutCopy["forest"]; entries: EntryCopy[] }) {
  const [controller, setController] = useState<ForestController | null>(null);
  const [status, setStatus] = useState<SceneStatus>("fallback");
  const [selectedId, setSelectedId] = useState<EntryId | null>(null);
  const [helpOpen, setHelpOpen] = useState(true);
  const wide = useWideScreen(640);
  const [reaching, setReaching] = useState(false);
  const cards = useCardModule(reaching || status !== "fallback" || selectedId !== null);
  const ready = status === "ready" && controller !== null;
  const selected = entries.find((e) => e.id === selectedId) ?? null;
  const titleId = `${id}-title`;

  // Clicks in the scene open (or, on empty ground, close) the card.
  useEffect(() => {
    controller?.onSelect(setSelectedId);
  }, [controller]);

  // A card opened from the list (below the scene) or under the scene on a phone may be out of view: bring it in.
  const figureRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!selectedId) return;
    const dialog = figureRef.current?.querySelector<HTMLElement>('[role="dialog"]');
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    dialog?.scrollIntoView({ block: "nearest", behavior: reduce ? "auto" : "smooth" });
  }, [selectedId, wide]);

  const open = (entryId: EntryId) => {
    setSelectedId(entryId);
    controller?.select(entryId);
  };
  const close = () => {
    setSelectedId(null);
    controller?.select(null);
  };

  const card = selected && cards ? <cards.EntryCard entry={selected} copy={copy.card} wide={wide} onClose={close} /> : null;

  const trees = entries.filter((e) => e.kind === "tree");
  const animals = entries.filter((e) => e.kind === "animal");

  return (
    <Section id={id} tone="bark" labelledBy={titleId} className="max-sm:py-14">
      <div className="grid items-end gap-8 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <SectionHeading id={titleId} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
        <ul className="space-y-3">
          {copy.points.map((point) => (
            <li key={point} className="flex gap-3 leading-relaxed text-forest-800/90">
              <Check className="mt-1 size-5 shrink-0 text-forest-600" />
              {point}
            </li>
          ))}
        </ul>
      </div>

      <figure ref={figureRef} className="mt-8 sm:mt-12">
        <div className="relative">
          <div className="relative overflow-hidden rounded-3xl border border-forest-900/10 bg-forest-50 shadow-lift">
            <SceneIsland
              load={loadScene}
              label={copy.scene.label}
              className="aspect-[4/5] w-full sm:aspect-[16/10] lg:aspect-[800/420]"
              fallback={
                <StaticIsland className="h-full w-full">
                  <Suspense fallback={null}>
                    <Sketch label={copy.illustration.label} className="block h-full w-full" />
                  </Suspense>
                </StaticIsland>
              }
              onController={setController}
              onStatus={setStatus}
            />
            {ready ? (
              <div role="group" aria-label={copy.controls.label} className="absolute bottom-3 left-3 flex flex-wrap gap-2">
                {viewButtons.map(({ label, icon, run }) => (
                  <button
                    key={label}
                    type="button"
                    className={controlButton}
                    aria-label={copy.controls[label]}
                    title={copy.controls[label]}
                    onClick={() => run(controller)}
                  >
                    <Svg className="size-5">
                      <path d={icon} />
                    </Svg>
                  </button>
                ))}
              </div>
            ) : null}
            {status === "loading" ? (
              <p className="absolute right-3 bottom-3 rounded-full bg-white/90 px-3 py-1.5 text-xs font-medium text-forest-800 shadow-card">
                {copy.scene.loading}
              </p>
            ) : null}
            {wide ? card : null}
          </div>
          {wide ? null : card}

          {status === "failed" ? (
            <p className="mt-4 rounded-2xl border border-forest-900/10 bg-white p-4 text-sm leading-relaxed text-forest-800">
              {copy.scene.unavailable}
            </p>
          ) : (
            <HelpPanel copy={copy.help} open={helpOpen} onToggle={setHelpOpen} />
          )}
        </div>
        <figcaption className="mt-4 text-sm text-forest-800/75">{copy.illustration.caption}</figcaption>
      </figure>

      <div
        role="group"
        aria-labelledby={`${id}-list`}
        className="mt-10"
        onPointerEnter={() => setReaching(true)}
        onFocus={() => setReaching(true)}
      >
        <h3 id={`${id}-list`} className="text-lg font-semibold tracking-tight">
          {copy.list.title}
        </h3>
        <div className="mt-4 grid gap-6 md:grid-cols-[1.2fr_1fr]">
          <EntryList title={copy.list.trees} items={trees} selectedId={selectedId} onOpen={open} />
          <EntryList title={copy.list.animals} items={animals} selectedId={selectedId} onOpen={open} />
        </div>
      </div>
    </Section>
  );
}

function EntryList({
  title,
  items,
  selectedId,
  onOpen,
}: {
  title: string;
  items: EntryCopy[];
  selectedId: EntryId | null;
  onOpen: (id: EntryId) => void;
}) {
  return (
    <div>
      <p className="text-sm font-semibold tracking-[0.14em] text-forest-600 uppercase">{title}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {items.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              aria-haspopup="dialog"
              data-entry={entry.id}
              onClick={() => onOpen(entry.id)}
              className={cn(
                "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors",
                entry.id === selectedId
                  ? "border-forest-700 bg-forest-800 text-white"
                  : "border-forest-900/15 bg-white text-forest-800 hover:border-forest-700/40 hover:bg-forest-50",
              )}
            >
              {entry.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How to move around, for mouse, touch and keyboard; minimised and shown again at will (kept while on the page). */
function HelpPanel({ copy, open, onToggle }: { copy: AboutCopy["forest"]["help"]; open: boolean; onToggle: (open: boolean) => void }) {
  const bodyId = "wald-help";
  // One toggle button in one place of the tree whether open or not, so it keeps the focus when pressed.
  return (
    <div
      data-help=""
      className={cn(
        "mt-4 lg:absolute lg:top-3 lg:left-3 lg:mt-0",
        open && "rounded-2xl border border-forest-900/10 bg-white/95 p-4 text-sm shadow-card lg:w-[19.5rem] lg:p-3.5 lg:backdrop-blur-sm",
      )}
    >
      <div className="flex items-center justify-between gap-3">
        {open ? (
          <h3 id={`${bodyId}-title`} className="flex items-center gap-2 font-semibold text-forest-950">
            <Info />
            {copy.title}
          </h3>
        ) : null}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? bodyId : undefined}
          onClick={() => onToggle(!open)}
          className={
            open
              ? "-my-1 -mr-1 inline-flex min-h-9 items-center rounded-full px-3 text-xs font-semibold text-forest-700 hover:bg-forest-50 hover:text-forest-950"
              : "inline-flex min-h-11 items-center gap-2 rounded-full bg-white/95 px-4 text-sm font-semibold text-forest-800 shadow-card ring-1 ring-forest-900/10 hover:bg-moss-200"
          }
        >
          {open ? null : <Info />}
          {open ? copy.minimise : copy.show}
        </button>
      </div>
      {open ? (
        <div id={bodyId}>
          <table className="mt-2.5 w-full border-collapse text-left text-[0.8125rem] leading-snug lg:text-xs">
            <thead>
              <tr className="text-xs text-forest-600">
                <th scope="col" className="pr-2 pb-1 font-semibold">
                  <span className="sr-only">{copy.head.action}</span>
                </th>
                <th scope="col" className="pr-2 pb-1 font-semibold">
                  {copy.head.mouse}
                </th>
                <th scope="col" className="pb-1 font-semibold">
                  {copy.head.touch}
                </th>
              </tr>
            </thead>
            <tbody>
              {copy.items.map((item) => (
                <tr key={item.action} className="border-t border-forest-900/8 align-top">
                  <th scope="row" className="py-1 pr-2 font-semibold text-forest-900">
                    {item.action}
                  </th>
                  <td className="py-1 pr-2 text-forest-800/85">{item.mouse}</td>
                  <td className="py-1 text-forest-800/85">{item.touch}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 border-t border-forest-900/10 pt-2 text-[0.8125rem] leading-snug text-forest-800/85 lg:text-xs">
            {copy.keyboard}
          </p>
        </div>
      ) : null}
    </div>
  );
}
