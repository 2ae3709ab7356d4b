import {
  BrowserFrame,
  ChatMock,
  DashboardMock,
  MachinesMock,
  MobileDashboardMock,
  OrderDetailMock,
  OrderOverviewMock,
  PhoneFrame,
  StaffMock,
  TimeTrackingMock,
} from "~/components/mockups";
import { cn } from "~/lib/cn";
import type { DesktopModule, DesktopModuleId, MobileScreenId } from "./modules";

const desktopMocks: Record<DesktopModuleId, React.ComponentType> = {
  dashboard: DashboardMock,
  staff: StaffMock,
  machines: MachinesMock,
};

const mobileMocks: Record<MobileScreenId, React.ComponentType> = {
  dashboard: MobileDashboardMock,
  timeTracking: TimeTrackingMock,
  orders: OrderOverviewMock,
  orderDetail: OrderDetailMock,
  chat: ChatMock,
};

/** A desktop screen of the control centre in its browser window. */
export function DesktopScreen({ module, className }: { module: DesktopModule; className?: string }) {
  const Mock = desktopMocks[module.id];
  return (
    <BrowserFrame url={module.url} className={className}>
      <Mock />
    </BrowserFrame>
  );
}

/** A screen of the mobile app in its phone. */
export function PhoneScreen({ id, className }: { id: MobileScreenId; className?: string }) {
  const Mock = mobileMocks[id];
  return (
    <PhoneFrame className={cn(className)}>
      <Mock />
    </PhoneFrame>
  );
}
