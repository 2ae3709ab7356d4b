import { data } from "react-router";
import type { Route } from "./+types/mockups-preview";
import * as mockups from "~/components/mockups";

/** Every product mock-up on one page, for design review. Exists only in development. */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.dev) throw data(null, { status: 404 });
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: "Mock-ups" }, { name: "robots", content: "noindex, nofollow" }];

export default function MockupsPreview() {
  const { BrowserFrame, PhoneFrame, ...rest } = mockups;
  const desktop = ["DashboardMock", "StaffMock", "MachinesMock", "PlanOverviewMock"] as const;
  const mobile = Object.keys(rest).filter((k) => !desktop.includes(k as (typeof desktop)[number]));
  return (
    <div className="container-site space-y-16 bg-bark-50 pt-28 pb-20">
      {desktop.map((name) => {
        const Mock = rest[name as keyof typeof rest] as React.ComponentType;
        return (
          <section key={name}>
            <h2 className="mb-4 font-semibold">{name}</h2>
            <BrowserFrame url={`app.forestcrew.de/${name.replace("Mock", "").toLowerCase()}`}>
              <Mock />
            </BrowserFrame>
          </section>
        );
      })}
      <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
        {mobile.map((name) => {
          const Mock = rest[name as keyof typeof rest] as React.ComponentType;
          return (
            <section key={name}>
              <h2 className="mb-4 font-semibold">{name}</h2>
              <PhoneFrame>
                <Mock />
              </PhoneFrame>
            </section>
          );
        })}
      </div>
    </div>
  );
}
