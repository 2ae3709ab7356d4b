import {
  Calendar,
  Chart,
  Clipboard,
  CloudOff,
  Gps,
  Layers,
  Machine,
  MapIcon,
  Monitor,
  Plug,
  Refresh,
  Route,
  Shield,
  Sparkles,
  Sun,
  Users,
} from "~/components/icons";
import type { ForestcrewIcon } from "~/pages/forestcrew/copy";

const icons: Record<ForestcrewIcon, (p: { className?: string }) => React.ReactElement> = {
  clipboard: Clipboard,
  calendar: Calendar,
  users: Users,
  machine: Machine,
  gps: Gps,
  chart: Chart,
  layers: Layers,
  refresh: Refresh,
  cloudOff: CloudOff,
  map: MapIcon,
  shield: Shield,
  monitor: Monitor,
  sun: Sun,
  route: Route,
  sparkles: Sparkles,
  plug: Plug,
};

export function ForestcrewIconView({ name, className }: { name: ForestcrewIcon; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} />;
}
