import type { Route } from "./+types/forestcrew-betriebsleiter";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { intro } from "~/content/pages/betriebsleiter";
import { Benefits } from "~/features/betriebsleiter/benefits";
import { Challenges } from "~/features/betriebsleiter/challenges";
import { ClosingCta } from "~/features/betriebsleiter/closing-cta";
import { DashboardSection } from "~/features/betriebsleiter/dashboard-section";
import { DayOverview } from "~/features/betriebsleiter/day-overview";
import { DayTimeline } from "~/features/betriebsleiter/day-timeline";
import { MachinesSection, StaffSection } from "~/features/betriebsleiter/module-sections";
import { TrackedHeroActions, withoutActions } from "~/features/pricing/hero-actions";

export const meta: Route.MetaFunction = (args) => introMeta(args, intro, "/forestcrew-betriebsleiter");

const heroIntro = withoutActions(intro);

export default function BetriebsleiterPage() {
  return (
    <>
      <IntroHero intro={heroIntro} size="lg" aside={<DayOverview />}>
        <TrackedHeroActions intro={intro} location="betriebsleiter_hero" />
      </IntroHero>
      <Challenges />
      <DayTimeline />
      <DashboardSection />
      <StaffSection />
      <MachinesSection />
      <Benefits />
      <ClosingCta />
    </>
  );
}
