import { Bolt, Chart, Chat, Clipboard, Euro, Leaf, Shield, Sparkles, Sun, Tree, Svg } from "~/components/icons";
import type { ForestchatIcon } from "./copy";

/** Icons of the /forestchat page the shared set lacks, drawn in its stroke style. */
const Scales = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path d="M12 4v16M8 20h8M5 7h14M12 4l-1 3h2l-1-3" />
    <path d="M5 7 2.5 13a2.5 2.5 0 0 0 5 0L5 7ZM19 7l-2.5 6a2.5 2.5 0 0 0 5 0L19 7Z" />
  </Svg>
);

const Beetle = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <ellipse cx="12" cy="14" rx="5" ry="6.5" />
    <path d="M12 7.5V20.5M9.5 5.5 8 3.5M14.5 5.5 16 3.5M7 11 4 9.5M17 11l3-1.5M7 15H4M17 15h3M7.5 18.5 5 20.5M16.5 18.5l2.5 2" />
    <path d="M9 8a3 3 0 0 1 6 0" />
  </Svg>
);

const Globe = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
  </Svg>
);

const History = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path d="M3.5 12a8.5 8.5 0 1 0 2.5-6L3.5 8.5" />
    <path d="M3.5 4v4.5H8M12 7.5V12l3 2" />
  </Svg>
);

export function ForestchatIconFor({ icon, className }: { icon: ForestchatIcon; className?: string }) {
  switch (icon) {
    case "law":
      return <Scales className={className} />;
    case "euro":
      return <Euro className={className} />;
    case "beetle":
      return <Beetle className={className} />;
    case "shield":
      return <Shield className={className} />;
    case "tree":
      return <Tree className={className} />;
    case "chart":
      return <Chart className={className} />;
    case "sun":
      return <Sun className={className} />;
    case "chat":
      return <Chat className={className} />;
    case "bolt":
      return <Bolt className={className} />;
    case "clipboard":
      return <Clipboard className={className} />;
    case "leaf":
      return <Leaf className={className} />;
    case "history":
      return <History className={className} />;
    case "globe":
      return <Globe className={className} />;
    case "sparkles":
      return <Sparkles className={className} />;
  }
}
