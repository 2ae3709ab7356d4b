// Product mock-ups: pictures of the ForestCrew web control centre and mobile app, drawn in
// HTML/CSS/SVG. Exports stay in alphabetical order: module namespace objects list their
// keys sorted in the browser, so code that iterates `import * as mockups` renders the same
// order on the server and on the client.
export { BrowserFrame } from "./frames";
export { ChatAnswerMock } from "./chat-answer";
export { ChatMock } from "./chat";
export { DashboardMock } from "./dashboard";
export { EsgDashboardMock } from "./esg-dashboard";
export { MachinesMock } from "./machines";
export { MobileDashboardMock } from "./mobile-dashboard";
export { MobileMapMock } from "./mobile-map";
export { OrderDetailMock, OrderOverviewMock } from "./orders";
export { PhoneFrame } from "./frames";
export { PlanOverviewMock } from "./plan-overview";
export { PlanningMock } from "./planning";
export { PlatformMock } from "./platform";
export { StaffMock } from "./staff";
export { TimeTrackingMock } from "./time-tracking";
