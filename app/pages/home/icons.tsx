import { Calendar, Camera, Chart, Chat, Database, Drone, Leaf, Machine, Route, Shield, Tree, Users } from "~/components/icons";
import type { HomeIcon } from "~/pages/home/copy";

const icons: Record<HomeIcon, (p: { className?: string }) => React.ReactElement> = {
  calendar: Calendar,
  users: Users,
  camera: Camera,
  chart: Chart,
  tree: Tree,
  machine: Machine,
  shield: Shield,
  chat: Chat,
  database: Database,
  drone: Drone,
  leaf: Leaf,
  route: Route,
};

export function HomeIconView({ name, className }: { name: HomeIcon; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} />;
}
