/**
 * A sketch of the interactive forest, drawn in code: rolling terrain, the tree species and a
 * few animals of the coming 3D scene, and markers where the scene will open info cards. Until
 * the scene exists this stands in for it. No request, no script of its own. Drawn 800 × 420 with
 * room above the trees for the sample info card; a narrower frame (phones) cuts the edges, never the ground.
 */

const bark = { pine: "#9a5b3a", oak: "#5b4332", beech: "#8d918a", dead: "#7a6f63", spruce: "#4a3a2c" };

/** A tree or an animal, drawn upwards from its foot at (0, 0). */
export type Figure = (props: { x: number; y: number; s?: number }) => React.ReactElement;

const at = (x: number, y: number, s = 1) => `translate(${x} ${y}) scale(${s})`;

export const Spruce: Figure = ({ x, y, s }) => (
  <g transform={at(x, y, s)}>
    <rect x="-3" y="-18" width="6" height="18" fill={bark.spruce} />
    <path d="M0-140-20-98h10l-22 36h13L-42-18h84L19-62h13L10-98h10Z" fill="#1c4430" />
    <path d="M0-140-20-98h10l-22 36h13L-42-18H0Z" fill="#143324" />
  </g>
);

export const Pine: Figure = ({ x, y, s }) => (
  <g transform={at(x, y, s)}>
    <path d="M-4 0 -2-118h4L4 0Z" fill={bark.pine} />
    <path d="M0-92-16-104M1-104 14-114" stroke={bark.pine} strokeWidth="3" strokeLinecap="round" />
    <ellipse cx="-18" cy="-108" rx="20" ry="9" fill="#22553a" />
    <ellipse cx="14" cy="-118" rx="24" ry="10" fill="#22553a" />
    <ellipse cx="-4" cy="-130" rx="22" ry="11" fill="#2a6a46" />
  </g>
);

export const Oak: Figure = ({ x, y, s }) => (
  <g transform={at(x, y, s)}>
    <path d="M-9 0C-7-20-6-34-8-50h16c-2 16-1 30 1 50Z" fill={bark.oak} />
    <path d="M0-44-18-62M2-48 20-66" stroke={bark.oak} strokeWidth="5" strokeLinecap="round" />
    <g fill="#2a6a46">
      <circle cx="-34" cy="-70" r="24" />
      <circle cx="32" cy="-72" r="25" />
      <circle cx="0" cy="-96" r="30" />
    </g>
    <g fill="#3b855a">
      <circle cx="-14" cy="-64" r="22" />
      <circle cx="16" cy="-84" r="24" />
      <circle cx="-20" cy="-98" r="18" />
    </g>
  </g>
);

export const Birch: Figure = ({ x, y, s }) => (
  <g transform={at(x, y, s)}>
    <rect x="-3" y="-104" width="6" height="104" rx="2" fill="#f2eee8" />
    <path d="M-3-20h4M0-38h3M-3-56h3M0-74h3M-3-90h4" stroke="#2e2a25" strokeWidth="2.5" />
    <ellipse cx="0" cy="-108" rx="20" ry="34" fill="#9fcb35" opacity="0.9" />
    <ellipse cx="7" cy="-96" rx="13" ry="22" fill="#bce35a" opacity="0.85" />
  </g>
);

export const Beech: Figure = ({ x, y, s }) => (
  <g transform={at(x, y, s)}>
    <path d="M-6 0-4-50h8L6 0Z" fill={bark.beech} />
    <path d="M-2-46-20-64M2-50 18-70" stroke={bark.beech} strokeWidth="4" strokeLinecap="round" />
    <g fill="#3b855a">
      <circle cx="-40" cy="-72" r="22" />
      <circle cx="-24" cy="-108" r="28" />
      <circle cx="40" cy="-74" r="22" />
    </g>
    <g fill="#5ea47a">
      <circle cx="0" cy="-120" r="30" />
      <circle cx="26" cy="-100" r="28" />
      <circle cx="-12" cy="-78" r="26" />
      <circle cx="16" cy="-66" r="18" />
    </g>
  </g>
);

export const DeadTree: Figure = ({ x, y, s }) => (
  <g transform={at(x, y, s)} stroke={bark.dead} strokeLinecap="round" fill="none">
    <path d="M0 0V-112" strokeWidth="8" />
    <path d="M0-60-24-84-30-100M-24-84-40-86M0-80 22-100 26-116M22-100 36-104M0-104-10-122" strokeWidth="4" />
    {/* an owl on the right branch */}
    <g stroke="none" transform="translate(14 -92)">
      <ellipse cx="0" cy="-9" rx="7" ry="10" fill="#8a7b66" />
      <circle cx="0" cy="-20" r="6.5" fill="#8a7b66" />
      <path d="M-6-24-4-29-2-25M6-24 4-29 2-25" fill="#8a7b66" />
      <circle cx="-2.5" cy="-20" r="2" fill="#f5c451" />
      <circle cx="2.5" cy="-20" r="2" fill="#f5c451" />
    </g>
  </g>
);

export const Deer: Figure = ({ x, y, s }) => (
  <g transform={at(x, y, s)} fill="#a9744f">
    <path d="M-18-24v24M-12-24v24M14-24v24M19-24v24" stroke="#8a5a3b" strokeWidth="3" strokeLinecap="round" />
    <ellipse cx="0" cy="-31" rx="24" ry="11" />
    <path d="M12-38 22-56h9L26-30Z" />
    <path d="M22-58C26-64 34-64 40-58L44-52C40-50 34-50 28-52Z" />
    <path d="M25-60 21-70 29-63M30-62 32-71 34-61" />
    <circle cx="33" cy="-57" r="1.3" fill="#2e2a25" />
    <ellipse cx="-23" cy="-34" rx="4" ry="5" fill="#f2eee8" />
  </g>
);

export const Fox: Figure = ({ x, y, s }) => (
  <g transform={at(x, y, s)}>
    <path d="M-20-16C-40-10-52-22-48-34-42-22-32-20-20-24Z" fill="#d9772b" />
    <path d="M-48-34C-52-28-50-22-45-20-43-26-44-30-48-34Z" fill="#faf8f5" />
    <path d="M-14-12v12M-8-12v12M10-12v12M16-12v12" stroke="#3a2a20" strokeWidth="3" strokeLinecap="round" />
    <ellipse cx="0" cy="-18" rx="22" ry="9" fill="#d9772b" />
    <path d="M14-22C18-30 26-30 30-26L38-20 26-16C22-14 16-16 14-22Z" fill="#d9772b" />
    <path d="M18-27 19-36 24-28ZM24-28 28-35 29-26Z" fill="#b85f1f" />
    <path d="M26-16 38-20 30-14Z" fill="#faf8f5" />
    <circle cx="37.5" cy="-20" r="1.5" fill="#2e2a25" />
    <circle cx="27" cy="-24" r="1.3" fill="#2e2a25" />
  </g>
);

/** An info-card marker, as the 3D scene will show over a species it can explain. */
function Marker({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r="13" fill="#bce35a" opacity="0.35" />
      <circle r="8" fill="#fff" stroke="#22553a" strokeWidth="2" />
      <path d="M0-1v4" stroke="#22553a" strokeWidth="2" strokeLinecap="round" />
      <circle cy="-4" r="1.2" fill="#22553a" />
    </g>
  );
}

const grass = [70, 150, 235, 330, 452, 520, 610, 700, 760];
const flowers: [number, number, string][] = [
  [118, 372, "#f5c451"],
  [262, 388, "#faf8f5"],
  [408, 380, "#f5c451"],
  [574, 392, "#faf8f5"],
  [668, 374, "#e4f5b8"],
];

export function ForestIllustration({ label, className }: { label: string; className?: string }) {
  return (
    <svg viewBox="0 0 800 420" preserveAspectRatio="xMidYMax slice" className={className} role="img" aria-label={label} focusable="false">
      <defs>
        <linearGradient id="af-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#dbeee2" />
          <stop offset="1" stopColor="#f7fbf3" />
        </linearGradient>
        <linearGradient id="af-ground" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#93c5a5" />
          <stop offset="1" stopColor="#5ea47a" />
        </linearGradient>
      </defs>
      <rect width="800" height="420" fill="url(#af-sky)" />
      <circle cx="452" cy="128" r="30" fill="#f5c451" opacity="0.55" />
      <circle cx="452" cy="128" r="19" fill="#f5c451" opacity="0.8" />
      <g fill="#fff" opacity="0.75">
        <path d="M120 96a18 18 0 0 1 34-8 14 14 0 0 1 24 6 12 12 0 0 1 2 24h-58a12 12 0 0 1-2-22Z" />
        <path d="M300 56a14 14 0 0 1 26-6 11 11 0 0 1 19 5 9 9 0 0 1 1 18h-45a9 9 0 0 1-1-17Z" />
      </g>
      <path d="M236 132q6-6 12 0 6-6 12 0M262 116q5-5 10 0 5-5 10 0" stroke="#22553a" strokeWidth="2" fill="none" strokeLinecap="round" />
      {/* distant hills with a fringe of conifers */}
      <path d="M0 250C120 200 220 218 330 236S560 190 800 226V420H0Z" fill="#c2dfcc" />
      <g fill="#93c5a5">
        {[40, 78, 112, 150, 530, 566, 602, 640, 740, 772].map((x, i) => (
          <path key={x} d={`M${x} ${i < 4 ? 214 + i * 2 : 206 + (i % 3) * 4}l-12 28h24Z`} />
        ))}
      </g>
      <path d="M0 300C150 262 270 284 400 292S650 258 800 282V420H0Z" fill="#a9d1b5" />
      {/* the terrain in front */}
      <path d="M0 350C140 322 260 334 400 344S640 320 800 338V420H0Z" fill="url(#af-ground)" />
      {/* back row */}
      <Spruce x={92} y={318} s={1.05} />
      <Pine x={206} y={318} s={1.1} />
      <Spruce x={548} y={312} s={0.9} />
      <Birch x={722} y={324} s={0.95} />
      {/* front row */}
      <Beech x={330} y={346} />
      <DeadTree x={470} y={346} />
      <Birch x={150} y={348} s={1.1} />
      <Oak x={640} y={346} s={1.1} />
      {/* rocks, grass and flowers */}
      <g fill="#8d918a">
        <ellipse cx="250" cy="372" rx="16" ry="8" />
        <ellipse cx="532" cy="378" rx="11" ry="6" />
        <ellipse cx="720" cy="386" rx="14" ry="7" />
      </g>
      <g stroke="#2a6a46" strokeWidth="2" strokeLinecap="round">
        {grass.map((x, i) => (
          <path key={x} d={`M${x} ${378 + (i % 3) * 8}l-4-10m4 10 0-12m0 12 4-10`} />
        ))}
      </g>
      {flowers.map(([x, y, fill]) => (
        <circle key={x} cx={x} cy={y} r="3.5" fill={fill} />
      ))}
      {/* animals */}
      <Deer x={390} y={396} s={1.1} />
      <Fox x={122} y={404} s={1.05} />
      {/* where the scene will open info cards */}
      <Marker x={640} y={218} />
      <Marker x={330} y={178} />
      <Marker x={392} y={336} />
      <Marker x={484} y={222} />
    </svg>
  );
}
