import { Chart, Database, Drone, Leaf, Machine, MapIcon, Satellite, Sparkles, Tree, Svg } from "~/components/icons";
import type { InventoryIcon } from "./copy";

/** Icons only this page needs, in the stroke style of `~/components/icons`. */
type IconProps = { className?: string };

const Lidar = ({ className }: IconProps) => (
  <Svg className={className}>
    <rect x="9" y="2.5" width="6" height="4" rx="1" />
    <path d="M12 6.5 5 20M12 6.5 19 20M12 6.5V20M3 20h18" />
    <path d="M8 14h.01M16 14h.01M12 12h.01" />
  </Svg>
);

const map: Record<InventoryIcon, (p: IconProps) => React.ReactElement> = {
  area: MapIcon,
  health: Leaf,
  data: Database,
  drone: Drone,
  lidar: Lidar,
  satellite: Satellite,
  ai: Sparkles,
  operations: Machine,
  owners: Tree,
  research: Chart,
};

export function InventoryIconFor({ name, className }: { name: InventoryIcon; className?: string }) {
  const Icon = map[name];
  return <Icon className={className} />;
}
