import { Calendar, Chart, Check, Clipboard, Monitor, Route as RouteIcon, Shield, Users } from "~/components/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import { cn } from "~/lib/cn";
import type { ForstmanagementCopy, RoleIcon, StepIcon } from "./copy";
import { statusColours } from "./plan-view";

// The page's static sections: drawn by the server, their code loaded only for a client-side
// navigation (lazyStatic islands in route.tsx).

const stepIcons: Record<StepIcon, (p: { className?: string }) => React.ReactNode> = {
  calendar: Calendar,
  route: RouteIcon,
  clipboard: Clipboard,
  chart: Chart,
};

const roleIcons: Record<RoleIcon, (p: { className?: string }) => React.ReactNode> = {
  office: Monitor,
  crew: Users,
  owner: Shield,
};

/**
 * The page's story: one measure from plan to proof, in four steps. Each step carries the state a
 * measure has after it, in the hero plan's colours.
 */
export function Workflow({
  copy,
  statusLabels,
}: {
  copy: ForstmanagementCopy["workflow"];
  statusLabels: ForstmanagementCopy["plan"]["status"];
}) {
  return (
    <Section id="ablauf" tone="bark" labelledBy="workflow-title">
      <SectionHeading id="workflow-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ol className="relative mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5">
        {copy.steps.map((step, i) => {
          const Icon = stepIcons[step.icon];
          return (
            <li key={step.title} className="flex flex-col rounded-2xl bg-white p-5 shadow-card ring-1 ring-forest-900/5 sm:p-6">
              <div className="flex items-center justify-between gap-3">
                <span className="grid size-11 place-items-center rounded-xl bg-forest-100 text-forest-700">
                  <Icon className="size-6" />
                </span>
                <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1", statusColours[step.status].chip)}>
                  {statusLabels[step.status]}
                </span>
              </div>
              <p className="mt-4 text-sm font-semibold tracking-[0.14em] text-forest-600 uppercase max-sm:sr-only">
                {copy.stepLabel} {i + 1}
              </p>
              <h3 className="mt-1 text-xl font-bold tracking-tight">{step.title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-forest-800/85">{step.text}</p>
              <ul className="mt-4 space-y-1.5 border-t border-forest-900/8 pt-4 text-sm">
                {step.points.map((p) => (
                  <li key={p} className="flex gap-2 text-forest-800">
                    <Check className="mt-0.5 size-4 shrink-0 text-forest-500" />
                    {p}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

/** Who works with what: the office, the crews, and those who receive the records. */
export function Roles({ copy }: { copy: ForstmanagementCopy["roles"] }) {
  return (
    <Section tone="dark" labelledBy="roles-title">
      <SectionHeading id="roles-title" tone="dark" eyebrow={copy.eyebrow} title={copy.title} />
      <ul className="mt-10 grid gap-4 md:grid-cols-3">
        {copy.items.map((item) => {
          const Icon = roleIcons[item.icon];
          return (
            <li key={item.title} className="flex gap-4 rounded-2xl border border-white/10 bg-white/[0.04] p-5 sm:p-6">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-moss-400/15 text-moss-300">
                <Icon className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-semibold tracking-tight">{item.title}</h3>
                <p className="mt-1.5 leading-relaxed text-forest-100/85">{item.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export { PlanView } from "./plan-view";
