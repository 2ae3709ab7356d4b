import { lazy, Suspense, type ComponentType } from "react";
import { StaticIsland } from "./static-island";

export type MockupName =
  | "dashboard"
  | "staff"
  | "machines"
  | "mobileDashboard"
  | "timeTracking"
  | "orders"
  | "orderDetail"
  | "chat"
  | "mobileMap"
  | "planOverview"
  | "planning"
  | "platform"
  | "chatAnswer"
  | "esgDashboard";

// The mock-ups' code (≈ 17 KB gzip) is not part of any page's bundle: the server draws them
// into the HTML, hydration leaves that markup alone (StaticIsland), and the browser loads the
// code only when it has to draw one itself (a client-side navigation, another tab chosen).
const loadAll = () => import("./index");
const lazyMock = (pick: (m: Awaited<ReturnType<typeof loadAll>>) => ComponentType) =>
  lazy(() => loadAll().then((m) => ({ default: pick(m) })));

const mocks: Record<MockupName, ComponentType> = {
  dashboard: lazyMock((m) => m.DashboardMock),
  staff: lazyMock((m) => m.StaffMock),
  machines: lazyMock((m) => m.MachinesMock),
  mobileDashboard: lazyMock((m) => m.MobileDashboardMock),
  timeTracking: lazyMock((m) => m.TimeTrackingMock),
  orders: lazyMock((m) => m.OrderOverviewMock),
  orderDetail: lazyMock((m) => m.OrderDetailMock),
  chat: lazyMock((m) => m.ChatMock),
  mobileMap: lazyMock((m) => m.MobileMapMock),
  planOverview: lazyMock((m) => m.PlanOverviewMock),
  planning: lazyMock((m) => m.PlanningMock),
  platform: lazyMock((m) => m.PlatformMock),
  chatAnswer: lazyMock((m) => m.ChatAnswerMock),
  esgDashboard: lazyMock((m) => m.EsgDashboardMock),
};

/** Starts loading the mock-ups' code, e.g. when a visitor points at a tab that will show one. */
export function preloadMockups(): void {
  void loadAll();
}

/** A product mock-up: server-rendered, never hydrated, its code loaded only on demand. */
export function Mockup({ name, className }: { name: MockupName; className?: string }) {
  const Mock = mocks[name];
  return (
    <StaticIsland className={className}>
      <Suspense fallback={<div aria-hidden="true" className="min-h-80" />}>
        <Mock />
      </Suspense>
    </StaticIsland>
  );
}
