import { formatPercent } from "~/content/format";
import { useApp } from "~/lib/app-context";
import type { InventoryCopy } from "./copy";
import { demoTrees, STAND_HEIGHT, STAND_WIDTH } from "./demo-stand";
import { healthColours, inventoryLayers, type LayerId } from "./layers";

/** Hero illustration: the four layers of the inventory stacked in isometric view, satellite at the bottom. */
const W = 150;
const H = 75;
const CX = 160;
const GAP = 78;
const TOP = 96;

/** Maps the unit square (0–100) of a layer onto its rhombus. */
const planeTransform = (cy: number) => `matrix(${W / 100} ${H / 100} ${-W / 100} ${H / 100} ${CX} ${cy - H})`;

// Every third tree of the sample stand is enough at this size.
const trees = demoTrees
  .filter((_, i) => i % 3 === 0)
  .map((t) => ({ ...t, u: (t.x / STAND_WIDTH) * 100, v: (t.y / STAND_HEIGHT) * 100, s: t.r / 3.4 }));

function Plane({ layer }: { layer: LayerId }) {
  switch (layer) {
    case "satellite":
      return (
        <>
          <rect width="100" height="100" fill="#32533a" />
          <g filter="url(#stack-blur)">
            {trees.map((t) => (
              <circle key={t.id} cx={t.u} cy={t.v} r={t.s * 1.4} fill={t.health === "dead" ? "#6f6a52" : "#203f2a"} />
            ))}
          </g>
        </>
      );
    case "drone":
      return (
        <>
          <rect width="100" height="100" fill="#44603a" />
          {trees.map((t) => (
            <circle
              key={t.id}
              cx={t.u}
              cy={t.v}
              r={t.s}
              fill={t.health === "dead" ? "#8f8470" : t.species === "spruce" ? "#1f4d33" : "#7fae4a"}
            />
          ))}
        </>
      );
    case "analysis":
      return (
        <>
          <rect width="100" height="100" fill="#17261c" />
          {trees.map((t) => (
            <circle key={t.id} cx={t.u} cy={t.v} r={t.s} fill="none" stroke={healthColours[t.health]} strokeWidth="1.1" />
          ))}
        </>
      );
    case "inventory":
      return (
        <>
          <rect width="100" height="100" fill="#eef4ec" />
          <path d="M25 0V100M50 0V100M75 0V100M0 25H100M0 50H100M0 75H100" stroke="#2a6a46" strokeOpacity="0.2" strokeWidth="0.5" />
          {trees.map((t) => (
            <circle key={t.id} cx={t.u} cy={t.v} r={t.s * 0.8} fill="#2a6a46" fillOpacity="0.75" />
          ))}
        </>
      );
  }
}

export function LayerStack({ label, layers: layerCopy }: { label: string; layers: InventoryCopy["visualisation"]["layers"] }) {
  const { lang } = useApp();
  // Satellite at the bottom, inventory on top; drawn in that order so upper layers overlap lower ones.
  const last = inventoryLayers.length - 1;
  const layers = inventoryLayers.map((l, i) => ({ ...l, cy: TOP + (last - i) * GAP }));
  return (
    <svg viewBox="0 0 500 430" className="mx-auto block w-full max-w-[30rem]" role="img" aria-label={label}>
      <defs>
        <filter id="stack-blur" x="-5%" y="-5%" width="110%" height="110%">
          <feGaussianBlur stdDeviation="1.6" />
        </filter>
      </defs>
      {layers.map((l) => (
        <g key={l.id}>
          <path d={`M${CX} ${l.cy - H + 8}l${W} ${H}-${W} ${H}-${W}-${H}Z`} fill="#05140c" opacity="0.45" transform="translate(0 6)" />
          <g transform={planeTransform(l.cy)}>
            <Plane layer={l.id} />
            <rect width="100" height="100" fill="none" stroke="#d1ee8a" strokeOpacity="0.45" strokeWidth="0.6" />
          </g>
        </g>
      ))}
      {layers.map((l) => (
        <g key={l.id} aria-hidden="true">
          <path d={`M${CX + W + 6} ${l.cy}H${CX + W + 30}`} stroke="#bce35a" strokeOpacity="0.6" strokeWidth="1.2" />
          <text x={CX + W + 34} y={l.cy - 3} fill="#ffffff" fontSize="18" fontWeight="600">
            {layerCopy[l.id].label}
          </text>
          <text x={CX + W + 34} y={l.cy + 18} fill="#d1ee8a" fontSize="15" fontWeight="600">
            {formatPercent(l.progressPercent, lang)}
          </text>
        </g>
      ))}
    </svg>
  );
}
