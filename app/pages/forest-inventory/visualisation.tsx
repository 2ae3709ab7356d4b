/**
 * The inventory visualisation of section #visualisierung: layer switcher and progress bar, the 3D scene
 * (a lazy island over the server-drawn 2D picture of the same demo forest), the tree card, and the
 * keyboard's way to everything the pointer does: zoom and rotate buttons and a list of the trees.
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { formatPercent } from "~/content/format";
import { SceneIsland, type SceneStatus } from "~/features/scene3d";
import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import { localeOf } from "~/lib/i18n";
import type { InventoryCopy } from "./copy";
import { demoTrees, treeSpecies, type DemoTree } from "./demo-forest";
import type { ClearArea, InventorySceneController } from "./inventory-scene.client";
import { healthClasses, healthColours, inventoryLayers, showsHealthLegend, speciesColours, type LayerId } from "./layers";
import { TreeCard, treeFacts } from "./tree-card";
import { healthClassOf } from "./tree-health";
import { DRAWING_HEIGHT, DRAWING_WIDTH, drawingAnchor, StandDrawing } from "./visualisation-fallback";

type VisualisationCopy = InventoryCopy["visualisation"];

/** A tree's label while the mouse is over it (inventory layer): where it points, in the box. */
interface HoverLabel {
  id: number;
  left: string;
  top: string;
}

const loadScene = () => import("./inventory-scene.client");

/** Which side of the scene box the tree card covers from the small breakpoint up (on phones it sits at the box's foot). */
type CardSide = "left" | "right";

/** The card goes to the side away from the tree: the tree on the right half of the box, the card on the left. */
function cardSideFor(id: number, scene: InventorySceneController | null): CardSide {
  const point = scene?.screenPoint(id);
  if (point) return point.x > point.width / 2 ? "left" : "right";
  const tree = demoTrees.find((t) => t.id === id);
  return tree && drawingAnchor(tree).x > DRAWING_WIDTH / 2 ? "left" : "right";
}

/** Room kept free at the box's edges: the layer's name and the help button at the top, the view buttons at the foot (px). */
const EDGE = { side: 20, top: 56, bottom: 64, gap: 16 };

/** The part of the box the selected tree must stay in: all of it but its edges and the card. */
function clearAreaBeside(box: HTMLElement, card: Element | null): ClearArea {
  const b = box.getBoundingClientRect();
  const area = { left: EDGE.side, top: EDGE.top, right: b.width - EDGE.side, bottom: b.height - EDGE.bottom };
  const c = card?.getBoundingClientRect();
  if (!c || c.top >= b.bottom || c.bottom <= b.top) return area;
  const centre = c.left + c.width / 2 - b.left;
  // A card across the box's width sits at its foot (phones); otherwise on one side.
  if (c.width > b.width * 0.6) area.bottom = Math.min(area.bottom, c.top - b.top - EDGE.gap);
  else if (centre > b.width / 2) area.right = Math.min(area.right, c.left - b.left - EDGE.gap);
  else area.left = Math.max(area.left, c.right - b.left + EDGE.gap);
  return area;
}

/** How the visitor points: the help's wording follows it (decided in the browser, after hydration). */
type InputKind = "touch" | "mouse" | "neutral";

function inputKind(): InputKind {
  if (typeof window.matchMedia !== "function") return "neutral";
  if (window.matchMedia("(pointer: coarse)").matches) return "touch";
  if (window.matchMedia("(pointer: fine)").matches) return "mouse";
  return "neutral";
}

/** Set once the help has been shown: from the next visit on it starts closed. */
const HELP_SEEN_KEY = "forestcrew:inventory-help-seen";

function helpSeenBefore(): boolean {
  try {
    const seen = window.localStorage.getItem(HELP_SEEN_KEY) === "1";
    window.localStorage.setItem(HELP_SEEN_KEY, "1");
    return seen;
  } catch {
    return false;
  }
}

export function InventoryVisualisation({ copy: c }: { copy: VisualisationCopy }) {
  const { lang } = useApp();
  const [layer, setLayer] = useState<LayerId>("satellite");
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [cardSide, setCardSide] = useState<CardSide>("right");
  const [hover, setHover] = useState<HoverLabel | null>(null);
  const [status, setStatus] = useState<SceneStatus>("fallback");
  const [scene, setScene] = useState<InventorySceneController | null>(null);
  const [help, setHelp] = useState<{ open: boolean; input: InputKind } | null>(null);
  const current = inventoryLayers.find((l) => l.id === layer) ?? inventoryLayers[0];
  const descriptionId = useId();
  const layerCopy = c.layers[layer];
  const selected = demoTrees.find((t) => t.id === selectedId) ?? null;
  const ready = status === "ready" && scene !== null;
  const boxRef = useRef<HTMLDivElement>(null);
  const sceneRef = useRef<InventorySceneController | null>(null);
  useEffect(() => {
    sceneRef.current = scene;
  }, [scene]);

  /** Opens a tree's card (null closes it), on the side away from the tree; the help steps aside. */
  const choose = useCallback((id: number | null) => {
    if (id !== null) {
      setCardSide(cardSideFor(id, sceneRef.current));
      setHelp((h) => (h ? { ...h, open: false } : h));
    }
    setSelectedId(id);
  }, []);

  // The scene follows the React state; its first layer is set without a flight.
  const synced = useRef<InventorySceneController | null>(null);
  useEffect(() => {
    if (!scene) return;
    scene.setLayer(layer, synced.current !== scene);
    synced.current = scene;
  }, [scene, layer]);
  useEffect(() => {
    if (!scene) return;
    const box = boxRef.current;
    const card = box?.querySelector("[role=dialog]") ?? null;
    scene.select(selectedId, box && selectedId !== null ? clearAreaBeside(box, card) : undefined);
  }, [scene, selectedId, cardSide]);
  useEffect(() => {
    if (!scene) return;
    scene.onSelect(choose);
    scene.onHover((h) => setHover(h ? { id: h.id, left: `${h.x}px`, top: `${h.y}px` } : null));
  }, [scene, choose]);
  // The help, once the scene shows: worded for touch or mouse, open on the first visit only (not over an open card).
  const helpShown = useRef(false);
  const selectedRef = useRef(selectedId);
  useEffect(() => {
    selectedRef.current = selectedId;
  }, [selectedId]);
  const onStatus = useCallback((next: SceneStatus) => {
    setStatus(next);
    if (next !== "ready" || helpShown.current) return;
    helpShown.current = true;
    const open = !helpSeenBefore() && selectedRef.current === null;
    setHelp({ open, input: inputKind() });
  }, []);

  const chooseLayer = (id: LayerId) => {
    setLayer(id);
    setHover(null);
  };
  const hoverInDrawing = (tree: DemoTree | null) => {
    if (!tree || layer !== "inventory") return setHover(null);
    const p = drawingAnchor(tree);
    setHover({ id: tree.id, left: `${(p.x / DRAWING_WIDTH) * 100}%`, top: `${(p.y / DRAWING_HEIGHT) * 100}%` });
  };
  const hovered = hover && layer === "inventory" ? demoTrees.find((t) => t.id === hover.id) : undefined;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr] lg:grid-rows-[auto_1fr] lg:gap-x-12" data-slot="forest-visualisation">
      {/* Controls, picture, explanation: on phones in that order, so switching layers never moves the picture. */}
      <div className="flex flex-col gap-6">
        <div role="group" aria-label={c.switcherLabel} className="grid grid-cols-2 gap-2 lg:grid-cols-1">
          {inventoryLayers.map((l, i) => {
            const active = l.id === layer;
            return (
              <button
                key={l.id}
                type="button"
                aria-pressed={active}
                aria-describedby={active ? descriptionId : undefined}
                onClick={() => chooseLayer(l.id)}
                className={cn(
                  "flex items-center gap-3 rounded-xl border px-3 py-2.5 text-left text-sm font-semibold transition-colors sm:px-4 sm:py-3 sm:text-base",
                  active
                    ? "border-moss-400 bg-moss-400 text-forest-950"
                    : "border-white/15 bg-white/[0.04] text-forest-100 hover:border-white/30 hover:bg-white/10",
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "grid size-6 shrink-0 place-items-center rounded-full text-xs",
                    active ? "bg-forest-950 text-moss-300" : "bg-white/10 text-forest-100",
                  )}
                >
                  {i + 1}
                </span>
                {c.layers[l.id].label}
              </button>
            );
          })}
        </div>

        <div>
          <div className="flex items-baseline justify-between text-sm">
            <span id={`${descriptionId}-progress`} className="font-semibold text-forest-100">
              {c.progressLabel}
            </span>
            <span className="font-bold text-moss-300 tabular-nums">{formatPercent(current.progressPercent, lang)}</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={`${descriptionId}-progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={current.progressPercent}
            aria-valuetext={formatPercent(current.progressPercent, lang)}
            className="mt-2 h-2.5 overflow-hidden rounded-full bg-white/10"
          >
            <div
              className="h-full rounded-full bg-moss-400 transition-[width] duration-500 ease-out"
              style={{ width: `${current.progressPercent}%` }}
            />
          </div>
        </div>
      </div>

      <figure className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        {/* The box's size is set here, before the scene loads: tall on phones (the plot fills the screen), 400:260 from the small breakpoint up. */}
        <div ref={boxRef} className="relative" data-scene-box="">
          <SceneIsland
            load={loadScene}
            label={c.mapLabels[layer]}
            className="h-[clamp(31.25rem,70svh,42rem)] w-full overflow-hidden rounded-2xl bg-forest-900 ring-1 ring-white/10 sm:aspect-[400/260] sm:h-auto"
            onController={setScene}
            onStatus={onStatus}
            fallback={
              <StandDrawing
                layer={layer}
                label={c.mapLabels[layer]}
                selectedId={selectedId}
                onHover={hoverInDrawing}
                onPick={(tree) => choose(tree.id)}
              />
            }
          />
          <span className="pointer-events-none absolute top-3 left-3 rounded-full bg-forest-950/75 px-3 py-1 text-xs font-semibold text-white backdrop-blur">
            {layerCopy.label}
          </span>
          {hovered && hover ? <TreeLabel tree={hovered} at={hover} copy={c} /> : null}
          {ready ? <SceneControls scene={scene} copy={c} /> : null}
          {ready && help ? (
            <HelpPanel copy={c.scene.help} input={help.input} open={help.open} onToggle={(open) => setHelp({ ...help, open })} />
          ) : null}
          {selected ? (
            <TreeCard
              tree={selected}
              copy={c}
              lang={lang}
              onClose={() => choose(null)}
              className={cn(
                "absolute inset-x-2 bottom-2 max-h-[calc(60%-0.5rem)] sm:top-3 sm:bottom-auto sm:max-h-[calc(100%-1.5rem)] sm:w-[300px]",
                cardSide === "left" ? "sm:right-auto sm:left-3" : "sm:right-3 sm:left-auto",
              )}
            />
          ) : null}
        </div>
        <figcaption className="mt-3 text-sm text-forest-200">{c.sample}</figcaption>
        <TreeList copy={c} selectedId={selectedId} onOpen={choose} />
      </figure>

      <div className="flex flex-col gap-6">
        <p id={descriptionId} className="leading-relaxed text-forest-100" aria-live="polite">
          <span className="font-semibold text-white">{layerCopy.label}: </span>
          {layerCopy.text}
        </p>

        {showsHealthLegend(layer) ? (
          <div data-testid="health-legend">
            <p className="text-sm font-semibold text-white">{c.legendTitle}</p>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm text-forest-100">
              {healthClasses.map((h) => (
                <li key={h} className="flex items-center gap-2">
                  <span aria-hidden="true" className="size-3 rounded-full ring-1 ring-white/30" style={{ background: healthColours[h] }} />
                  {c.health[h]}
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {layer === "inventory" ? <InventorySummary copy={c} /> : null}
      </div>
    </div>
  );
}

/** Zoom and rotate: the buttons' way to what the mouse and touch gestures do in the scene. */
function SceneControls({ scene, copy: c }: { scene: InventorySceneController; copy: VisualisationCopy }) {
  const buttons = [
    { label: c.scene.zoomIn, icon: "M12 6v12M6 12h12", run: () => scene.zoom("in") },
    { label: c.scene.zoomOut, icon: "M6 12h12", run: () => scene.zoom("out") },
    { label: c.scene.rotateLeft, icon: "M9 7H5V3M5.6 7A8 8 0 1 1 4 12", run: () => scene.rotate("left") },
    { label: c.scene.rotateRight, icon: "M15 7h4V3M18.4 7A8 8 0 1 0 20 12", run: () => scene.rotate("right") },
  ];
  return (
    <div role="group" aria-label={c.scene.controls} className="absolute bottom-3 left-3 flex gap-1.5">
      {buttons.map((b) => (
        <button
          key={b.label}
          type="button"
          aria-label={b.label}
          title={b.label}
          onClick={b.run}
          className="grid size-9 place-items-center rounded-full bg-forest-950/80 text-white ring-1 ring-white/15 backdrop-blur hover:bg-forest-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-moss-300"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d={b.icon} />
          </svg>
        </button>
      ))}
    </div>
  );
}

/**
 * How to use the view, worded for the visitor's pointer (touch or mouse): a panel at the box's top right
 * that closes to a button. Open on the first visit, closed on later ones, and closed while a card is open.
 */
function HelpPanel({
  copy,
  input,
  open,
  onToggle,
}: {
  copy: VisualisationCopy["scene"]["help"];
  input: InputKind;
  open: boolean;
  onToggle: (open: boolean) => void;
}) {
  const panelId = useId();
  return (
    <div
      className="absolute top-3 right-3 z-10 flex max-w-[calc(100%-1.5rem)] flex-col items-end gap-2"
      data-help={open ? "open" : "closed"}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onToggle(!open)}
        className="flex items-center gap-1.5 rounded-full bg-forest-950/80 px-3 py-1.5 text-xs font-semibold text-white ring-1 ring-white/15 backdrop-blur hover:bg-forest-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-moss-300"
      >
        <span aria-hidden="true" className="grid size-4 place-items-center rounded-full bg-moss-400 text-[0.65rem] text-forest-950">
          ?
        </span>
        {open ? copy.hide : copy.show}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="w-72 max-w-full rounded-xl bg-forest-950/90 p-3.5 text-sm leading-relaxed text-forest-50 shadow-lift ring-1 ring-white/15 backdrop-blur"
        data-input={input}
      >
        {copy[input]}
      </div>
    </div>
  );
}

function TreeLabel({ tree, at, copy: c }: { tree: DemoTree; at: HoverLabel; copy: VisualisationCopy }) {
  const { lang } = useApp();
  const f = treeFacts(tree, c, lang);
  return (
    <div
      className="pointer-events-none absolute z-10 -translate-x-1/2 -translate-y-[calc(100%+0.5rem)] rounded-lg bg-white px-3 py-2 text-xs whitespace-nowrap text-forest-950 shadow-lift"
      style={{ left: at.left, top: at.top }}
      data-testid="tree-label"
    >
      <p className="font-bold">{f.title}</p>
      <p>
        {f.species} · {f.height} · {f.health}
      </p>
    </div>
  );
}

/** Every tree of the plot as a button that opens its card: the keyboard and screen reader's way to the trees. */
function TreeList({ copy: c, selectedId, onOpen }: { copy: VisualisationCopy; selectedId: number | null; onOpen: (id: number) => void }) {
  const { lang } = useApp();
  return (
    <details className="group mt-4 rounded-xl border border-white/10 bg-white/[0.03]">
      <summary className="cursor-pointer list-none rounded-xl px-4 py-3 text-sm font-semibold text-white hover:bg-white/[0.05] focus-visible:outline-2 focus-visible:outline-moss-300">
        <span aria-hidden="true" className="mr-2 inline-block text-moss-300 transition-transform group-open:rotate-90">
          ›
        </span>
        {c.scene.treeList} ({demoTrees.length})
      </summary>
      <div className="px-4 pb-4">
        <p className="text-sm text-forest-200">{c.scene.treeListHint}</p>
        <ul role="list" className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4">
          {demoTrees.map((t) => {
            const f = treeFacts(t, c, lang);
            return (
              <li key={t.id}>
                <button
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => onOpen(t.id)}
                  className={cn(
                    "flex w-full items-center gap-2 rounded-lg border px-2.5 py-2 text-left text-sm transition-colors",
                    t.id === selectedId
                      ? "border-moss-400 bg-moss-400/15 text-white"
                      : "border-white/10 text-forest-100 hover:border-white/30 hover:bg-white/10",
                  )}
                >
                  <span
                    aria-hidden="true"
                    className="size-2.5 shrink-0 rounded-full"
                    style={{ background: healthColours[healthClassOf(t.health)] }}
                  />
                  <span className="min-w-0">
                    <span className="font-semibold">{f.title}</span> <span className="text-forest-200">· {f.species}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </details>
  );
}

/** Counts, mean height, growing stock and carbon of the demo plot, computed from its trees. */
function InventorySummary({ copy: c }: { copy: VisualisationCopy }) {
  const { lang } = useApp();
  const count = demoTrees.length;
  const sum = (pick: (t: DemoTree) => number) => demoTrees.reduce((total, t) => total + pick(t), 0);
  const format = (n: number, digits = 1) => new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: digits }).format(n);
  const figures = [
    [c.summary.trees, String(count)],
    [c.summary.height, `${format(sum((t) => t.heightM) / count)} ${c.summary.metres}`],
    [c.summary.volume, `${format(sum((t) => t.volumeM3))} m³`],
    [c.summary.carbon, `${format(sum((t) => t.carbonT))} t`],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm">
      {figures.map(([term, value]) => (
        <div key={term} className="rounded-xl bg-white/[0.06] p-3">
          <dt className="text-forest-200">{term}</dt>
          <dd className="mt-1 text-xl font-bold text-white tabular-nums">{value}</dd>
        </div>
      ))}
      <div className="col-span-2 rounded-xl bg-white/[0.06] p-3">
        <dt className="text-forest-200">{c.summary.species}</dt>
        <dd className="mt-2 flex flex-wrap gap-x-4 gap-y-1.5 text-forest-50">
          {treeSpecies.map((s) => (
            <span key={s} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-3 rounded-full" style={{ background: speciesColours[s] }} />
              {c.species[s]} <span className="text-forest-200 tabular-nums">{demoTrees.filter((t) => t.species === s).length}</span>
            </span>
          ))}
        </dd>
      </div>
    </dl>
  );
}
