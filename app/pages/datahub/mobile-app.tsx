// Imported from their modules, not the index, so this page loads only the one mock-up it shows.
import { PhoneFrame } from "~/components/mockups/frames";
import { Mockup } from "~/components/mockups/island";
import { cn } from "~/lib/cn";

/** The crews' app in a phone frame, from the shared product mock-ups (which label themselves). */
export function MobileApp({ className }: { className?: string }) {
  return (
    <div className={cn("relative mx-auto w-[240px] sm:w-[300px]", className)}>
      <div aria-hidden="true" className="absolute inset-x-0 top-10 bottom-10 rounded-full bg-moss-300/40 blur-3xl" />
      <PhoneFrame className="relative">
        <Mockup name="mobileDashboard" />
      </PhoneFrame>
    </div>
  );
}
