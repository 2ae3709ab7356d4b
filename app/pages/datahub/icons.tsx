import {
  Camera,
  Clock,
  Database,
  Document,
  Euro,
  Headset,
  Machine,
  MapIcon,
  Plug,
  Refresh,
  Shield,
  Svg,
  type IconProps,
} from "~/components/icons";
import type { DatahubIcon } from "./copy";

/** Icons only this page needs, in the stroke style of `~/components/icons`. */
const Logs = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="7" cy="16" r="3" />
    <circle cx="17" cy="16" r="3" />
    <circle cx="12" cy="8.5" r="3" />
    <path d="M7 16h.01M17 16h.01M12 8.5h.01" />
  </Svg>
);
const Scatter = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="4" width="6" height="5" rx="1" />
    <rect x="15" y="3" width="6" height="5" rx="1" />
    <rect x="13" y="15" width="6" height="5" rx="1" />
    <rect x="3" y="14" width="6" height="6" rx="1" />
  </Svg>
);
const BrokenLink = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10 14.5 8.5 16a3.5 3.5 0 0 1-5-5L5 9.5M14 9.5 15.5 8a3.5 3.5 0 0 1 5 5L19 14.5" />
    <path d="M8 3v3M3 8h3M16 21v-3M21 16h-3" />
  </Svg>
);
const Duplicate = (p: IconProps) => (
  <Svg {...p}>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </Svg>
);
const Hub = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="3" />
    <circle cx="4.5" cy="5" r="1.8" />
    <circle cx="19.5" cy="5" r="1.8" />
    <circle cx="4.5" cy="19" r="1.8" />
    <circle cx="19.5" cy="19" r="1.8" />
    <path d="m6 6.4 3.8 3.5M18 6.4l-3.8 3.5M6 17.6l3.8-3.5M18 17.6l-3.8-3.5" />
  </Svg>
);
const Code = (p: IconProps) => (
  <Svg {...p}>
    <path d="m8 7-5 5 5 5M16 7l5 5-5 5M13.5 4l-3 16" />
  </Svg>
);
const FileCode = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 3h8l4 4v14H6V3Z" />
    <path d="M14 3v4h4M10.5 11 8.5 13.5l2 2.5M13.5 11l2 2.5-2 2.5" />
  </Svg>
);
const Key = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="8" cy="15" r="4" />
    <path d="m11 12 9-9M16.5 6.5 19 9M14 9l2 2" />
  </Svg>
);
const Server = (p: IconProps) => (
  <Svg {...p}>
    <rect x="4" y="3.5" width="16" height="7" rx="1.5" />
    <rect x="4" y="13.5" width="16" height="7" rx="1.5" />
    <path d="M8 7h.01M8 17h.01M12 7h4M12 17h4" />
  </Svg>
);

const map: Record<DatahubIcon, (p: IconProps) => React.ReactElement> = {
  database: Database,
  map: MapIcon,
  timber: Logs,
  machine: Machine,
  euro: Euro,
  document: Document,
  scatter: Scatter,
  break: BrokenLink,
  duplicate: Duplicate,
  hub: Hub,
  api: Code,
  spec: FileCode,
  key: Key,
  once: Refresh,
  time: Clock,
  proof: Camera,
  standards: Plug,
  shield: Shield,
  server: Server,
  support: Headset,
};

export function DatahubIconFor({ name, className }: { name: DatahubIcon; className?: string }) {
  const Icon = map[name];
  return <Icon className={className} />;
}
