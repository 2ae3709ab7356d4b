import type { PaperFormCopy } from "./copy";

const ink = "#2f4f9e";

/** A wavy ink stroke standing in for handwriting. */
function scribble(x: number, y: number, width: number, seed: number): string {
  let d = `M${x} ${y}`;
  const step = 7;
  for (let i = 1; i * step <= width; i++) {
    const up = (i + seed) % 3 === 0 ? -5 : (i + seed) % 2 === 0 ? 3 : -2;
    d += ` q${step / 2} ${up} ${step} ${((i * seed) % 3) - 1}`;
  }
  return d;
}

/**
 * The "before" picture: a dog-eared paper work order on a clipboard, with a coffee ring,
 * crossed-out hours and a sticky note. Self-drawn, no request; decorative, since the
 * list next to it says the same in words.
 */
export function PaperFormIllustration({ copy, className }: { copy: PaperFormCopy; className?: string }) {
  return (
    <svg viewBox="0 0 320 400" className={className} aria-hidden="true" fontFamily="inherit">
      {/* a second sheet behind, askew */}
      <rect x="46" y="44" width="236" height="316" rx="4" fill="#efe6d3" transform="rotate(-5 164 202)" />
      {/* clipboard */}
      <rect x="34" y="26" width="252" height="360" rx="16" fill="#a47b4b" />
      <rect x="34" y="26" width="252" height="360" rx="16" fill="url(#paper-grain)" opacity="0.35" />
      {/* paper */}
      <g transform="rotate(1.5 160 210)">
        <path d="M52 58h216v296l-30 26H52Z" fill="#fbf7ee" />
        <path d="M268 354l-30 26v-22a4 4 0 0 1 4-4Z" fill="#e4dac4" />
        <text x="68" y="92" fontSize="15" fontWeight="700" fill="#3b3429">
          {copy.title}
        </text>
        <text x="68" y="108" fontSize="9" fill="#8a7b66">
          {copy.hint}
        </text>
        {copy.fields.map((label, i) => {
          const y = 140 + i * 36;
          return (
            <g key={label}>
              <text x="68" y={y} fontSize="9" fill="#8a7b66">
                {label}
              </text>
              <line x1="68" y1={y + 16} x2="252" y2={y + 16} stroke="#d8cdb8" strokeWidth="1" />
              <path
                d={scribble(72, y + 10, i === 2 ? 150 : 70 + ((i * 37) % 60), i + 1)}
                stroke={ink}
                strokeWidth="1.6"
                fill="none"
                strokeLinecap="round"
              />
            </g>
          );
        })}
        {/* crossed-out hours and a correction */}
        <path d="M160 290l34-8M160 282l34 8" stroke="#c0392b" strokeWidth="1.8" strokeLinecap="round" />
        <text x="204" y="292" fontSize="14" fill={ink} fontStyle="italic">
          {copy.hours}
        </text>
        {/* signature line */}
        <line x1="68" y1="340" x2="170" y2="340" stroke="#d8cdb8" />
        <path d="M72 334c8-14 14 6 20-4s10-8 14 2 10-12 18-2" stroke={ink} strokeWidth="1.5" fill="none" strokeLinecap="round" />
        {/* coffee ring */}
        <circle cx="214" cy="150" r="26" fill="none" stroke="#8b5a2b" strokeOpacity="0.28" strokeWidth="5" />
        <circle cx="217" cy="148" r="26" fill="none" stroke="#8b5a2b" strokeOpacity="0.14" strokeWidth="2" />
        {/* mud smudge */}
        <ellipse cx="92" cy="312" rx="22" ry="8" fill="#6b4f2e" opacity="0.14" transform="rotate(-18 92 312)" />
      </g>
      {/* clip */}
      <rect x="118" y="14" width="84" height="30" rx="8" fill="#c9ced3" />
      <rect x="136" y="8" width="48" height="14" rx="7" fill="none" stroke="#aab0b6" strokeWidth="5" />
      <rect x="118" y="34" width="84" height="10" rx="4" fill="#aab0b6" />
      {/* sticky note */}
      <g transform="rotate(7 272 222)">
        <rect x="234" y="188" width="78" height="70" rx="3" fill="#f5d95b" />
        <path d="M234 188h78v10h-78Z" fill="#e9c940" />
        <text x="242" y="218" fontSize="11" fill="#5a4a16" fontStyle="italic">
          {copy.stickyNote.place}
        </text>
        <text x="242" y="236" fontSize="11" fill="#5a4a16" fontStyle="italic">
          {copy.stickyNote.question}
        </text>
      </g>
      <defs>
        <pattern id="paper-grain" width="6" height="6" patternUnits="userSpaceOnUse">
          <path d="M0 6 6 0" stroke="#7a5630" strokeWidth="1" />
        </pattern>
      </defs>
    </svg>
  );
}
