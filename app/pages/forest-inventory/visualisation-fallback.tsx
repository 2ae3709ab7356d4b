/**
 * The demo plot drawn in SVG: the server's first paint of the visualisation, and what stays where WebGL
 * is missing or fails. It draws the same seeded forest as the 3D scene, seen from the same side (an
 * oblique view from the south at 45°), in the look of the selected layer.
 */
import { useEffect, useId, useRef } from "react";
import { crownRadius, demoTrees, isConifer, PLOT_HALF, sceneHeight, seededRandom, type DemoTree } from "./demo-forest";
import { healthColours, speciesColours, type LayerId } from "./layers";
import { healthClassOf } from "./tree-health";

export const DRAWING_WIDTH = 400;
export const DRAWING_HEIGHT = 260;

/** Pixels per scene unit, and the screen point of the plot's centre. */
const S = 26;
const CX = DRAWING_WIDTH / 2;
const CY = 145;
const K = Math.SQRT1_2;

/** A point of the scene (x, height y, z) in the drawing's coordinates. */
export const toDrawing = (x: number, z: number, y = 0) => ({ x: CX + x * S, y: CY + (z - y) * K * S });

const plotLeft = CX - PLOT_HALF * S;
const plotTop = CY - PLOT_HALF * K * S;
const plotWidth = 2 * PLOT_HALF * S;
const plotHeight = 2 * PLOT_HALF * K * S;
const SLAB = 10;

// Back to front, so nearer crowns cover farther ones.
const byDepth = [...demoTrees].sort((a, b) => a.position[2] - b.position[2]);

/**
 * The satellite image reaches beyond the drawing's 400 × 260 frame: in a taller box (phones) the drawing
 * is scaled to the box's width and centred, and the image fills the room above and below the plot.
 */
const IMAGE = { x: 0, y: -DRAWING_HEIGHT, width: DRAWING_WIDTH, height: DRAWING_HEIGHT * 3 };

// Forest around the plot on the satellite image (fixed, made up).
const surroundings = (() => {
  const random = seededRandom(7);
  const blobs: { x: number; y: number; r: number; dark: boolean }[] = [];
  while (blobs.length < 200) {
    const x = IMAGE.x + random() * IMAGE.width;
    const y = IMAGE.y + random() * IMAGE.height;
    const inside = x > plotLeft - 6 && x < plotLeft + plotWidth + 6 && y > plotTop - 6 && y < plotTop + plotHeight + 6;
    if (!inside) blobs.push({ x, y, r: 8 + random() * 9, dark: random() < 0.6 });
  }
  return blobs;
})();

const crownColour = (tree: DemoTree, layer: LayerId) =>
  layer === "analysis" ? healthColours[healthClassOf(tree.health)] : speciesColours[tree.species];

/** One tree, standing: trunk and crown (cone for conifers, ellipse for broadleaves, bare branches for a dead tree). */
function StandingTree({ tree, layer }: { tree: DemoTree; layer: LayerId }) {
  const [x, , z] = tree.position;
  const h = sceneHeight(tree);
  const r = crownRadius(tree) * S;
  const foot = toDrawing(x, z);
  const colour = crownColour(tree, layer);
  const trunk = layer === "analysis" ? "#0a1f15" : tree.species === "birch" ? "#e8e4da" : "#5b4633";
  if (tree.species === "deadTree") {
    const top = toDrawing(x, z, h);
    const mid = toDrawing(x, z, h * 0.6);
    const dead = layer === "analysis" ? healthColours.dead : "#8f8470";
    return (
      <g stroke={dead} strokeLinecap="round">
        <line x1={foot.x} y1={foot.y} x2={top.x} y2={top.y} strokeWidth="3" />
        <path d={`M${mid.x} ${mid.y}l-8 -7M${mid.x} ${mid.y + 6}l7 -5`} strokeWidth="1.6" fill="none" />
      </g>
    );
  }
  if (tree.species === "spruce") {
    const apex = toDrawing(x, z, h);
    const base = toDrawing(x, z, h * 0.22);
    return (
      <g>
        <line x1={foot.x} y1={foot.y} x2={base.x} y2={base.y} stroke={trunk} strokeWidth="2.2" />
        <path d={`M${apex.x} ${apex.y}L${base.x + r} ${base.y}Q${base.x} ${base.y + 4} ${base.x - r} ${base.y}Z`} fill={colour} />
        <path
          d={`M${apex.x} ${apex.y}L${base.x + r} ${base.y}Q${base.x} ${base.y + 4} ${base.x} ${base.y + 2}Z`}
          fill="#000"
          opacity="0.18"
        />
      </g>
    );
  }
  // Pines carry a high, flat crown; broadleaves a round one.
  const crownMid = toDrawing(x, z, h * (tree.species === "pine" ? 0.8 : tree.species === "birch" ? 0.68 : 0.62));
  const ry = tree.species === "pine" ? r * 0.55 : tree.species === "birch" ? r * 1.25 : r * 0.88;
  return (
    <g>
      <line x1={foot.x} y1={foot.y} x2={crownMid.x} y2={crownMid.y} stroke={trunk} strokeWidth={tree.species === "birch" ? 1.8 : 2.4} />
      <ellipse cx={crownMid.x} cy={crownMid.y} rx={r} ry={ry} fill={colour} />
      <ellipse cx={crownMid.x + r * 0.25} cy={crownMid.y + ry * 0.2} rx={r * 0.75} ry={ry * 0.75} fill="#000" opacity="0.14" />
      <ellipse cx={crownMid.x - r * 0.3} cy={crownMid.y - ry * 0.35} rx={r * 0.45} ry={ry * 0.4} fill="#fff" opacity="0.12" />
    </g>
  );
}

/** Where a tree's label points: the top of its crown, in the drawing's coordinates. */
export function drawingAnchor(tree: DemoTree) {
  return toDrawing(tree.position[0], tree.position[2], sceneHeight(tree));
}

export function StandDrawing({
  layer,
  label,
  selectedId,
  onHover,
  onPick,
}: {
  layer: LayerId;
  label: string;
  selectedId: number | null;
  onHover: (tree: DemoTree | null) => void;
  onPick: (tree: DemoTree) => void;
}) {
  const uid = useId().replace(/[^a-zA-Z0-9-]/g, "");
  const svgRef = useRef<SVGSVGElement>(null);
  const handlers = useRef({ onHover, onPick });
  useEffect(() => {
    handlers.current = { onHover, onPick };
  });

  // Pointer only: the tree list next to the drawing is the keyboard's way to the same cards.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const treeAt = (event: Event) => {
      const id = (event.target as Element | null)?.closest("[data-tree]")?.getAttribute("data-tree");
      return demoTrees.find((t) => String(t.id) === id) ?? null;
    };
    const click = (event: MouseEvent) => {
      const tree = treeAt(event);
      if (tree) handlers.current.onPick(tree);
    };
    const move = (event: PointerEvent) => {
      if (event.pointerType !== "touch") handlers.current.onHover(treeAt(event));
    };
    const leave = () => handlers.current.onHover(null);
    svg.addEventListener("click", click);
    svg.addEventListener("pointermove", move);
    svg.addEventListener("pointerleave", leave);
    return () => {
      svg.removeEventListener("click", click);
      svg.removeEventListener("pointermove", move);
      svg.removeEventListener("pointerleave", leave);
    };
  }, []);

  const selected = demoTrees.find((t) => t.id === selectedId);
  const ground = { satellite: "#32533a", drone: "#4b6b3a", analysis: "#17261c", inventory: "#eef4ec" }[layer];
  const gridStroke = layer === "analysis" ? "#5ea47a" : "#2a6a46";

  return (
    <svg
      ref={svgRef}
      viewBox={`0 0 ${DRAWING_WIDTH} ${DRAWING_HEIGHT}`}
      className="block h-full w-full overflow-visible"
      role="img"
      aria-label={label}
      data-layer={layer}
    >
      <defs>
        <filter
          id={`${uid}-blur`}
          filterUnits="userSpaceOnUse"
          x={IMAGE.x - 20}
          y={IMAGE.y - 20}
          width={IMAGE.width + 40}
          height={IMAGE.height + 40}
        >
          <feGaussianBlur stdDeviation="2.4" />
        </filter>
        <pattern id={`${uid}-pixels`} width="6" height="6" patternUnits="userSpaceOnUse">
          <path d="M6 0H0V6" fill="none" stroke="#0a1f15" strokeOpacity="0.22" strokeWidth="0.6" />
        </pattern>
        <pattern id={`${uid}-grid`} x={plotLeft} y={plotTop} width={S} height={K * S} patternUnits="userSpaceOnUse">
          <path d={`M${S} 0H0V${K * S}`} fill="none" stroke={gridStroke} strokeOpacity="0.22" strokeWidth="0.6" />
        </pattern>
      </defs>

      {layer === "satellite" ? (
        <>
          <rect {...IMAGE} fill={ground} />
          <g filter={`url(#${uid}-blur)`}>
            {surroundings.map((b, i) => (
              <circle key={i} cx={b.x} cy={b.y} r={b.r} fill={b.dark ? "#203f2a" : "#3f6a37"} />
            ))}
            {demoTrees.map((t) => {
              const p = toDrawing(t.position[0], t.position[2]);
              return (
                <circle
                  key={t.id}
                  data-tree={t.id}
                  cx={p.x}
                  cy={p.y}
                  r={crownRadius(t) * S}
                  fill={t.species === "deadTree" ? "#7d7458" : isConifer(t.species) ? "#1d3b27" : "#4a7a3c"}
                />
              );
            })}
          </g>
          <rect {...IMAGE} fill={`url(#${uid}-pixels)`} />
          <rect
            x={plotLeft}
            y={plotTop}
            width={plotWidth}
            height={plotHeight}
            fill="none"
            stroke="#d1ee8a"
            strokeWidth="1.4"
            strokeDasharray="6 4"
          />
        </>
      ) : (
        <>
          <rect x={plotLeft} y={plotTop + plotHeight} width={plotWidth} height={SLAB} fill="#54493a" />
          <rect x={plotLeft} y={plotTop} width={plotWidth} height={plotHeight} fill={ground} />
          {layer !== "drone" ? <rect x={plotLeft} y={plotTop} width={plotWidth} height={plotHeight} fill={`url(#${uid}-grid)`} /> : null}
          {layer === "drone" ? (
            <g fill="#0a1f15" opacity="0.3">
              {demoTrees.map((t) => {
                const p = toDrawing(t.position[0], t.position[2]);
                const r = crownRadius(t) * S;
                return <ellipse key={t.id} cx={p.x + r * 0.7} cy={p.y + 2} rx={r * 1.1} ry={r * 0.55} />;
              })}
            </g>
          ) : null}
          {layer === "analysis"
            ? demoTrees.map((t) => {
                const p = toDrawing(t.position[0], t.position[2]);
                const r = crownRadius(t) * S;
                return (
                  <ellipse
                    key={t.id}
                    cx={p.x}
                    cy={p.y}
                    rx={r}
                    ry={r * K}
                    fill="none"
                    stroke={healthColours[healthClassOf(t.health)]}
                    strokeWidth="1.5"
                  />
                );
              })
            : null}
          {selected ? <SelectionRing tree={selected} /> : null}
          {byDepth.map((t) => (
            <g key={t.id} data-tree={t.id} className="cursor-pointer">
              <StandingTree tree={t} layer={layer} />
              {layer === "inventory" ? <TreeNumber tree={t} /> : null}
            </g>
          ))}
        </>
      )}
      {layer === "satellite" && selected ? <SelectionRing tree={selected} /> : null}
    </svg>
  );
}

function SelectionRing({ tree }: { tree: DemoTree }) {
  const p = toDrawing(tree.position[0], tree.position[2]);
  const r = crownRadius(tree) * S + 5;
  return <ellipse cx={p.x} cy={p.y} rx={r} ry={r * K} fill="none" stroke="#d1ee8a" strokeWidth="2.5" data-selected={tree.id} />;
}

function TreeNumber({ tree }: { tree: DemoTree }) {
  const p = toDrawing(tree.position[0], tree.position[2], sceneHeight(tree) * 0.55);
  return (
    <g aria-hidden="true">
      <circle cx={p.x} cy={p.y} r="6.5" fill="#ffffff" fillOpacity="0.92" />
      <text x={p.x} y={p.y + 2.6} textAnchor="middle" fontSize="7.5" fontWeight="700" fill="#0a1f15">
        {tree.id}
      </text>
    </g>
  );
}
