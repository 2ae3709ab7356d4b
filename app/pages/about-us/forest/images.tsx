import { Beech, Birch, DeadTree, Deer, Fox, Oak, Pine, Spruce } from "../forest-illustration";
import type { EntryId } from "./entries";

/**
 * The info cards' pictures: one small drawing per tree and animal, in the palette and stroke of the
 * page's forest sketch (whose trees it reuses). Inline SVG, no request, no external image. Trees show the
 * whole tree with a detail (cone, leaf, fruit) in a disc; animals fill the frame. 240 × 128 units.
 */

const ink = "#2e2a25";
const brown = { light: "#c08a3e", mid: "#8a5a3b", dark: "#5b4332" };

function Frame({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <svg viewBox="0 0 240 128" role="img" aria-label={label} className={className} focusable="false">
      <rect width="240" height="128" fill="#eaf4ed" />
      <circle cx="36" cy="26" r="11" fill="#f5c451" opacity="0.45" />
      <path d="M0 96C50 84 110 92 150 88S215 80 240 86V128H0Z" fill="#c2dfcc" />
      <path d="M0 110C70 102 150 112 240 104V128H0Z" fill="#93c5a5" />
      <path d="M0 120C80 114 160 122 240 116V128H0Z" fill="#5ea47a" />
      {children}
    </svg>
  );
}

/** The white disc a tree's detail sits in, right of the tree. */
const Disc = ({ children }: { children: React.ReactNode }) => (
  <g>
    <circle cx="178" cy="56" r="38" fill="#fff" opacity="0.9" />
    <circle cx="178" cy="56" r="38" fill="none" stroke="#c2dfcc" strokeWidth="1.5" />
    {children}
  </g>
);

const PineDetail = () => (
  <Disc>
    <path d="M158 30 170 46M163 28 171 46" stroke="#22553a" strokeWidth="2.2" strokeLinecap="round" />
    <path d="M171 46 176 42" stroke={brown.dark} strokeWidth="2" strokeLinecap="round" />
    <ellipse cx="182" cy="62" rx="12" ry="19" fill={brown.mid} transform="rotate(-18 182 62)" />
    <g stroke={brown.dark} strokeWidth="1.6" fill="none" strokeLinecap="round">
      <path d="M170 52l9 4 9-6M169 61l10 4 10-6M170 70l9 4 8-5M174 78l6 2 5-3" />
    </g>
  </Disc>
);

const OakDetail = () => (
  <Disc>
    <g transform="translate(168 90) rotate(-28)">
      <path d="M0 0C-3-4-9-4-8-9S-12-14-11-19-15-26-12-31-6-40 0-48C6-40 9-36 12-31S10-24 11-19 7-13 8-9 3-4 0 0Z" fill="#3b855a" />
      <path d="M0 4V-44" stroke="#22553a" strokeWidth="1.4" />
    </g>
    <path d="M196 24C194 34 196 44 200 52" stroke={brown.dark} strokeWidth="2" fill="none" strokeLinecap="round" />
    <ellipse cx="201" cy="66" rx="7" ry="10" fill={brown.light} />
    <path d="M192 60a9 7 0 0 1 18 0v2h-18Z" fill="#7a5a3a" />
    <path d="M194 58h14M195 55h12" stroke="#5b4332" strokeWidth="0.8" />
  </Disc>
);

const BirchDetail = () => (
  <Disc>
    <path d="M166 20v14" stroke={brown.dark} strokeWidth="1.6" />
    <path d="M166 34c-12 8-16 18-12 30 4 6 8 8 12 12 4-4 8-6 12-12 4-12 0-22-12-30Z" fill="#9fcb35" />
    <path d="M166 36v38M166 48l-7-5M166 48l7-5M166 58l-8-5M166 58l8-5" stroke="#6f8f24" strokeWidth="1.2" fill="none" />
    <path d="M194 24c0 12 1 26 0 42M202 24c0 10 1 20-1 34" stroke="#a08a4c" strokeWidth="5" strokeLinecap="round" />
    <path d="M194 30v32M202 30v24" stroke="#c9b27a" strokeWidth="1.2" strokeDasharray="2 2" />
  </Disc>
);

const MapleDetail = () => (
  <Disc>
    <g transform="translate(166 60)">
      <path
        d="M0 16 2 7 13 11 11 3 24-1 15-7 19-21 8-16 4-28 0-21-4-28-8-16-19-21-15-7-24-1-11 3-13 11-2 7Z"
        fill="#5ea47a"
        strokeLinejoin="round"
      />
      <path d="M0 16V-20M0 4 16-12M0 4-16-12M0 10 18 0M0 10-18 0" stroke="#2a6a46" strokeWidth="1.1" fill="none" />
      <path d="M0 16V30" stroke="#2a6a46" strokeWidth="2" />
    </g>
    <g fill="#d4bd82" stroke="#a08a4c" strokeWidth="0.8">
      <path d="M198 80C190 72 186 58 192 50c5 4 8 16 9 29Z" />
      <path d="M202 80c6-9 14-18 20-18-1 7-10 16-18 20Z" />
    </g>
    <circle cx="199" cy="80" r="3.4" fill="#a08a4c" />
    <circle cx="204" cy="80" r="3.4" fill="#a08a4c" />
  </Disc>
);

const SpruceDetail = () => (
  <Disc>
    <path d="M148 36h44" stroke={brown.dark} strokeWidth="2.4" strokeLinecap="round" />
    <g stroke="#1c4430" strokeWidth="1.6" strokeLinecap="round">
      <path d="M152 36l-3-6M152 36l-3 6M158 36l-3-6M158 36l-3 6M164 36l-3-6M164 36l-3 6M170 36l-3-6M170 36l-3 6M176 36l-3-6M176 36l-3 6M182 36l-3-6M182 36l-3 6M188 36l-3-6M188 36l-3 6" />
    </g>
    <path d="M178 36v8" stroke={brown.dark} strokeWidth="2" />
    <path d="M178 42c-9 4-11 22-9 36 2 8 6 12 9 12s7-4 9-12c2-14 0-32-9-36Z" fill={brown.mid} />
    <g stroke={brown.dark} strokeWidth="1.4" fill="none" strokeLinecap="round">
      <path d="M171 52l7 3 7-3M170 61l8 3 8-3M170 70l8 3 8-3M171 79l7 3 7-3" />
    </g>
  </Disc>
);

const BeechDetail = () => (
  <Disc>
    <g transform="translate(162 84) rotate(-20)">
      <path d="M0 0C-14-10-16-30-8-44-4-50 0-54 0-54S4-50 8-44C16-30 14-10 0 0Z" fill="#3b855a" />
      <path d="M0 4V-52M0-12-9-18M0-12 9-18M0-24-10-30M0-24 10-30M0-36-8-41M0-36 8-41" stroke="#22553a" strokeWidth="1.1" />
    </g>
    <g transform="translate(200 62)">
      <path d="M0 10-12-6-6-10 0 2Z M0 10 12-6 6-10 0 2Z M0 10-8 14-12 8Z M0 10 8 14 12 8Z" fill="#a07a4a" />
      <path d="M0 8-6-8 0-14 6-8Z" fill={brown.mid} />
      <path d="M0-24V-12" stroke={brown.dark} strokeWidth="1.6" />
    </g>
  </Disc>
);

const Maple = () => (
  <g transform="translate(78 114) scale(0.72)">
    <path d="M-7 0-5-56h10L7 0Z" fill="#6d5b4a" />
    <path d="M-1-50-22-74M1-54 20-78M0-60V-90" stroke="#6d5b4a" strokeWidth="5" strokeLinecap="round" />
    <g fill="#2a6a46">
      <circle cx="-32" cy="-82" r="24" />
      <circle cx="30" cy="-84" r="26" />
      <circle cx="0" cy="-112" r="28" />
    </g>
    <g fill="#5ea47a">
      <circle cx="-14" cy="-78" r="22" />
      <circle cx="14" cy="-98" r="26" />
      <circle cx="-18" cy="-108" r="18" />
      <circle cx="22" cy="-70" r="16" />
    </g>
  </g>
);

const Deadwood = () => (
  <g>
    <path d="M92 114 94 36l6-8 4 10 2-6 3 8 4 74Z" fill="#7a6f63" />
    <path d="M100 50c1 20 0 40 2 60M96 60c0 16-1 30 0 48" stroke="#5e554b" strokeWidth="1.4" fill="none" />
    <ellipse cx="104" cy="58" rx="4.5" ry="6" fill={ink} />
    <path d="M108 74c10-2 14 2 14 5-6 1-11 0-14-1Z M108 84c8-1 11 2 11 4-5 1-9 0-11-1Z" fill="#e3c28a" />
    <path d="M91 90c-8-2-11 1-11 4 5 1 9 0 11-1Z" fill="#d9b06a" />
    <path d="M94 40 76 26M76 26l-6-6" stroke="#7a6f63" strokeWidth="4" strokeLinecap="round" />
    <g>
      <path d="M128 116c0-10 4-14 12-14h68c6 0 8 6 8 12v2Z" fill="#8d7f6e" />
      <ellipse cx="214" cy="110" rx="6" ry="7" fill="#c9b8a0" />
      <ellipse cx="214" cy="110" rx="3" ry="3.5" fill="none" stroke="#8d7f6e" strokeWidth="1" />
      <path d="M134 104c8-6 18-6 26-2 8-4 18-3 24 1 8-4 16-2 20 2" stroke="#5ea47a" strokeWidth="5" strokeLinecap="round" fill="none" />
      <g fill="#f2eee8">
        <path d="M152 102a6 5 0 0 1 12 0Z" />
        <path d="M186 101a5 4 0 0 1 10 0Z" />
      </g>
      <path d="M158 102v-0M158 102v4M191 101v4" stroke="#f2eee8" strokeWidth="2" />
    </g>
  </g>
);

const Rabbit = () => (
  <g transform="translate(120 112)">
    <ellipse cx="0" cy="-26" rx="30" ry="24" fill="#9c8468" />
    <ellipse cx="-28" cy="-24" rx="8" ry="7" fill="#faf8f5" />
    <path d="M-8-4c-6 0-10-2-10-6h16Z" fill="#8a7258" />
    <path d="M10-2h18c2-4-2-8-8-8h-10Z" fill="#8a7258" />
    <circle cx="26" cy="-48" r="15" fill="#a88f72" />
    <path d="M18-60c-4-18-2-34 4-36 6 2 6 20 2 37Z" fill="#a88f72" />
    <path d="M20-62c-2-12-1-24 2-28 3 3 3 15 1 28Z" fill="#d8b9a0" />
    <path d="M27-60c2-18 8-32 14-32 4 4-2 20-8 33Z" fill="#9c8468" />
    <circle cx="31" cy="-50" r="2.6" fill={ink} />
    <circle cx="32" cy="-51" r="0.8" fill="#fff" />
    <path d="M40-44l-1 2" stroke={ink} strokeWidth="2" strokeLinecap="round" />
    <path d="M40-42 52-46M40-42l12 0M40-42l11 4" stroke="#6d5b4a" strokeWidth="0.7" />
  </g>
);

const Squirrel = () => (
  <g transform="translate(118 112)">
    <path
      d="M-10-20C-34-20-46-38-40-60-34-80-12-86 0-74 6-66 0-56-8-56-16-56-20-64-16-70-26-66-28-50-18-42-10-36-4-30-10-20Z"
      fill="#b8562a"
    />
    <path d="M-40-60C-44-48-38-34-26-28" stroke="#d97a45" strokeWidth="3" fill="none" strokeLinecap="round" />
    <ellipse cx="8" cy="-24" rx="16" ry="20" fill="#c4622f" />
    <ellipse cx="13" cy="-20" rx="8" ry="13" fill="#f2e6d8" />
    <path d="M-4-4c4-4 12-4 16 0Z M14-4c4-4 10-4 12 0Z" fill="#a94c22" />
    <circle cx="18" cy="-48" r="12" fill="#c4622f" />
    <path d="M12-58 10-72 18-60ZM19-59 22-72 25-58Z" fill="#a94c22" />
    <path d="M10-72l-2-4M22-72l1-4" stroke="#a94c22" strokeWidth="2" strokeLinecap="round" />
    <path d="M26-48c4 0 6 2 5 4h-5Z" fill="#c4622f" />
    <circle cx="22" cy="-50" r="2.4" fill={ink} />
    <circle cx="31" cy="-45" r="1.2" fill={ink} />
    <ellipse cx="24" cy="-32" rx="6" ry="5" fill={brown.light} />
    <path d="M20-35c2-2 6-2 8 0" stroke={brown.dark} strokeWidth="1.2" fill="none" />
    <path d="M18-30c2-4 6-6 10-4" stroke="#a94c22" strokeWidth="3" strokeLinecap="round" fill="none" />
  </g>
);

const Boar = () => (
  <g transform="translate(110 112)">
    <path d="M-34-14v14M-25-14v14M26-14v14M35-14v14" stroke="#2f2620" strokeWidth="4.5" strokeLinecap="round" />
    <path d="M-46-40c-6 2-8 10-4 16" stroke="#2f2620" strokeWidth="2" fill="none" strokeLinecap="round" />
    <path
      d="M-48-28C-50-46-32-58-6-60 14-62 32-56 42-46L68-24C71-22 71-16 68-15L46-14C30-10-10-10-32-14-42-16-47-20-48-28Z"
      fill="#4a3b30"
    />
    <path d="M-30-54C-14-62 16-64 36-52" stroke="#2f2620" strokeWidth="5" strokeLinecap="round" fill="none" />
    <path d="M-22-58l-1-5M-12-61v-5M-2-62l1-5M8-62l1-5M18-60l2-5M28-57l2-4" stroke="#2f2620" strokeWidth="2" strokeLinecap="round" />
    <path d="M36-48 32-62 45-51Z" fill="#3a2e25" />
    <ellipse cx="68" cy="-19.5" rx="3" ry="5" fill="#6d5b4a" />
    <circle cx="48" cy="-34" r="2" fill={ink} />
    <path d="M56-16c3-1 5-4 5-8" stroke="#f2eee8" strokeWidth="2.4" strokeLinecap="round" fill="none" />
    <path d="M-4-40c10 4 22 4 30-2" stroke="#3a2e25" strokeWidth="2" fill="none" strokeLinecap="round" />
  </g>
);

const Owl = () => (
  <g>
    <path d="M40 98C90 92 150 96 214 88" stroke="#6d5b4a" strokeWidth="8" strokeLinecap="round" fill="none" />
    <path d="M170 90l18-14" stroke="#6d5b4a" strokeWidth="4" strokeLinecap="round" />
    <g transform="translate(120 94) scale(0.86)">
      <path d="M-26-4C-30-30-24-54 0-56 24-54 30-30 26-4 16 4-16 4-26-4Z" fill="#8a6a4a" />
      <path d="M-14-8C-16-26-10-38 0-38 10-38 16-26 14-8 8-4-8-4-14-8Z" fill="#c8a57c" />
      <g stroke="#7a5a3a" strokeWidth="1.6" strokeLinecap="round">
        <path d="M-6-30v5M6-30v5M0-22v5M-8-18v5M8-18v5M-3-12v4M4-12v4" />
      </g>
      <path d="M-26-10c-4-16-2-30 6-38M26-10c4-16 2-30-6-38" stroke="#6d5137" strokeWidth="4" fill="none" strokeLinecap="round" />
      <circle cx="0" cy="-66" r="26" fill="#8a6a4a" />
      <ellipse cx="-10" cy="-66" rx="11" ry="12" fill="#d6b58c" />
      <ellipse cx="10" cy="-66" rx="11" ry="12" fill="#d6b58c" />
      <path d="M0-86v14" stroke="#6d5137" strokeWidth="2" />
      <circle cx="-10" cy="-66" r="5.5" fill={ink} />
      <circle cx="10" cy="-66" r="5.5" fill={ink} />
      <circle cx="-8.5" cy="-68" r="1.4" fill="#fff" />
      <circle cx="11.5" cy="-68" r="1.4" fill="#fff" />
      <path d="M-3-58 0-52 3-58Z" fill="#e9c46a" />
      <path d="M-10 0v6M-6 0v6M6 0v6M10 0v6" stroke="#e9c46a" strokeWidth="2.2" strokeLinecap="round" />
    </g>
  </g>
);

const drawings: Record<EntryId, () => React.ReactElement> = {
  pine: () => (
    <>
      <Pine x={78} y={116} s={0.7} />
      <PineDetail />
    </>
  ),
  oak: () => (
    <>
      <Oak x={78} y={116} s={0.8} />
      <OakDetail />
    </>
  ),
  birch: () => (
    <>
      <Birch x={78} y={116} s={0.66} />
      <BirchDetail />
    </>
  ),
  maple: () => (
    <>
      <Maple />
      <MapleDetail />
    </>
  ),
  spruce: () => (
    <>
      <Spruce x={78} y={116} s={0.72} />
      <SpruceDetail />
    </>
  ),
  beech: () => (
    <>
      <Beech x={78} y={116} s={0.66} />
      <BeechDetail />
    </>
  ),
  deadTree: () => (
    <>
      <DeadTree x={44} y={116} s={0.62} />
      <Deadwood />
    </>
  ),
  deer: () => (
    <g>
      <Deer x={104} y={114} s={1.45} />
      <path
        d="M148 30 145 20M145 20l-3-3M145 20l3-4M154 30l1-10M155 20l-2-4M155 20l3-3"
        stroke="#6d5137"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </g>
  ),
  fox: () => <Fox x={132} y={110} s={1.7} />,
  rabbit: () => <Rabbit />,
  squirrel: () => <Squirrel />,
  boar: () => <Boar />,
  owl: () => <Owl />,
};

/** The drawing of one entry, labelled for screen readers. */
export function EntryImage({ id, label, className }: { id: EntryId; label: string; className?: string }) {
  const Draw = drawings[id];
  return (
    <Frame label={label} className={className}>
      <Draw />
    </Frame>
  );
}

/** Which entries have a drawing (every one; the unit test checks it). */
export const drawnEntries = Object.keys(drawings) as EntryId[];
