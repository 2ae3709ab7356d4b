import { BrowserFrame } from "~/components/mockups/frames";
import { Mockup } from "~/components/mockups/island";
import { useApp } from "~/lib/app-context";
import { bilingual } from "~/lib/i18n";

const paths = bilingual({ staff: "personal", machines: "maschinen" }, { staff: "staff", machines: "machines" });

/** The product screens this page shows, each in its browser window. */
export const DashboardScreen = () => (
  <BrowserFrame url="app.forestcrew.de/dashboard">
    <Mockup name="dashboard" />
  </BrowserFrame>
);

export function StaffScreen() {
  const { lang } = useApp();
  return (
    <BrowserFrame url={`app.forestcrew.de/${paths[lang].staff}`}>
      <Mockup name="staff" />
    </BrowserFrame>
  );
}

export function MachinesScreen() {
  const { lang } = useApp();
  return (
    <BrowserFrame url={`app.forestcrew.de/${paths[lang].machines}`}>
      <Mockup name="machines" />
    </BrowserFrame>
  );
}
