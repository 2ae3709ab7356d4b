import { BrowserFrame, PhoneFrame } from "~/components/mockups/frames";
import { Mockup, type MockupName } from "~/components/mockups/island";
import type { DesktopModule, MobileScreenId } from "./modules";

const mobileMocks: Record<MobileScreenId, MockupName> = {
  dashboard: "mobileDashboard",
  timeTracking: "timeTracking",
  orders: "orders",
  orderDetail: "orderDetail",
  chat: "chat",
};

/** A desktop screen of the control centre in its browser window. */
export function DesktopScreen({ module, className }: { module: DesktopModule; className?: string }) {
  return (
    <BrowserFrame url={module.url} className={className}>
      <Mockup name={module.id} />
    </BrowserFrame>
  );
}

/** A screen of the mobile app in its phone. */
export function PhoneScreen({ id, className }: { id: MobileScreenId; className?: string }) {
  return (
    <PhoneFrame className={className}>
      <Mockup name={mobileMocks[id]} />
    </PhoneFrame>
  );
}
