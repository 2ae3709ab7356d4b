// Small building blocks shared by the admin pages: notices, the logout button, field styles.
import { useEffect, useState } from "react";
import { Form } from "react-router";
import { Check } from "~/components/icons";
import { buttonClass, type ButtonVariant } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { adminPaths } from "~/config/admin-paths";

/** Success notices (after a save, after an index export) disappear after this long. */
export const NOTICE_MS = 3000;

export function inputClass(invalid = false) {
  return cn(
    "block w-full rounded-xl border bg-white px-4 text-base text-forest-950 shadow-sm transition-colors",
    "focus-visible:border-forest-600 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-moss-400",
    invalid ? "border-red-700" : "border-forest-900/25 hover:border-forest-900/40",
  );
}

export const labelClass = "mb-1.5 block text-sm font-semibold text-forest-950";
export const hintClass = "mt-1.5 text-sm text-forest-800/80";

/** A success message that hides itself after 3 seconds (while kept in a polite live region). */
export function TimedNotice({ show, children, ms = NOTICE_MS }: { show: unknown; children: React.ReactNode; ms?: number }) {
  const [visible, setVisible] = useState(Boolean(show));
  // A new value shows the notice again (or hides it, when there is nothing to show).
  const [shown, setShown] = useState(show);
  if (shown !== show) {
    setShown(show);
    setVisible(Boolean(show));
  }
  useEffect(() => {
    if (!show) return;
    const timer = window.setTimeout(() => setVisible(false), ms);
    return () => window.clearTimeout(timer);
  }, [show, ms]);
  return (
    <div role="status" aria-live="polite">
      {visible ? <SuccessBox>{children}</SuccessBox> : null}
    </div>
  );
}

export function SuccessBox({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-forest-500/30 bg-forest-50 px-4 py-3 text-forest-950">
      <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-moss-400 text-forest-950">
        <Check className="size-4" />
      </span>
      <div className="font-medium">{children}</div>
    </div>
  );
}

export function ErrorBox({ children, id }: { children: React.ReactNode; id?: string }) {
  return (
    <p id={id} className="rounded-xl border-2 border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800">
      {children}
    </p>
  );
}

/** 'Abmelden': a POST, so a link prefetch or a foreign page cannot sign the editor out. */
export function LogoutButton({ label, variant = "outline-light" }: { label: string; variant?: ButtonVariant }) {
  return (
    <Form method="post" action={adminPaths.logout} reloadDocument>
      <button type="submit" className={buttonClass(variant, "md")}>
        {label}
      </button>
    </Form>
  );
}

/** The dark band at the top of every admin page, compact, with the page title and its actions. */
export function AdminBand({ title, lead, children }: { title: string; lead?: React.ReactNode; children?: React.ReactNode }) {
  return (
    <section className="relative isolate overflow-hidden bg-forest-950 pt-24 pb-8 text-white sm:pt-28 sm:pb-10">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-0 bg-[radial-gradient(ellipse_80%_60%_at_85%_10%,rgb(59_133_90/0.45),transparent_60%)]"
      />
      <div className="container-site relative z-10">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-3xl text-base leading-relaxed text-forest-100 sm:text-lg">{lead}</p> : null}
        {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
