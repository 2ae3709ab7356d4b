// The band at the top of every back-office screen, drawn once by the admin layout: the screen
// says what goes in it (route `handle.band`), the layout adds the way back or, on the list, who is
// signed in and the links the role may use, and "Abmelden".
import { ButtonLink } from "~/components/ui/button";
import { adminPaths } from "~/config/admin-paths";
import type { AdminViewer } from "~/features/accounts";
import { useApp } from "~/lib/app-context";
import type { Lang } from "~/lib/i18n";
import { chatOverviewCopy } from "../chat-overview/copy";
import { mediaCopy } from "../media/copy";
import { SignedInAs } from "./access-ui";
import { adminCopy, type AdminCopy } from "./copy";
import { AdminBand, LogoutButton } from "./ui";

/** What a screen puts into the band. */
export interface BandSpec {
  title: string;
  lead?: React.ReactNode;
  /** The way back (every screen but the list). */
  back?: { to: string; label: string };
  /** The screen's own buttons, after the way back. */
  actions?: React.ReactNode;
  /** The list only: who is signed in and the navigation to the other screens (with the inbox's count of new entries). */
  nav?: { newSubmissions: number | null };
  /** The label of the sign-out button. */
  logout: string;
}

/** A screen's route `handle`: its band, from the language and the screen's loader data. */
export interface AdminScreenHandle<Data> {
  band: (lang: Lang, data: Data) => BandSpec;
}

/** Whether a route handle describes a band. */
export function isScreenHandle(handle: unknown): handle is AdminScreenHandle<unknown> {
  return typeof handle === "object" && handle !== null && typeof (handle as { band?: unknown }).band === "function";
}

/** The band of a screen, with the way back or (on the list) who is signed in and the navigation. */
export function ScreenBand({ spec, viewer }: { spec: BandSpec; viewer: AdminViewer | null }) {
  return (
    <AdminBand title={spec.title} lead={spec.lead}>
      {spec.nav && viewer ? <SignedInAs viewer={viewer} /> : null}
      {spec.back ? (
        <ButtonLink to={spec.back.to} variant="outline-light">
          {spec.back.label}
        </ButtonLink>
      ) : null}
      {spec.actions}
      {spec.nav && viewer ? <AdminNav viewer={viewer} newSubmissions={spec.nav.newSubmissions} /> : null}
      <LogoutButton label={spec.logout} />
    </AdminBand>
  );
}

/** The links to the other screens, only those the role may use. */
function AdminNav({ viewer, newSubmissions }: { viewer: AdminViewer; newSubmissions: number | null }) {
  const { lang } = useApp();
  const m = adminCopy[lang].list;
  const ma = adminCopy[lang].access;
  const may = viewer.may;
  return (
    <>
      {may["media.manage"] ? (
        <ButtonLink to={adminPaths.media} variant="outline-light">
          {mediaCopy[lang].list.media}
        </ButtonLink>
      ) : null}
      {may.inbox ? (
        <ButtonLink to={adminPaths.inbox} variant="outline-light">
          {m.inbox}
          <NewBadge m={m} count={newSubmissions} />
        </ButtonLink>
      ) : null}
      {may["chat.overview"] ? (
        <ButtonLink to={adminPaths.chat} variant="outline-light">
          {chatOverviewCopy[lang].nav}
        </ButtonLink>
      ) : null}
      <ButtonLink to={adminPaths.account} variant="outline-light">
        {ma.account}
      </ButtonLink>
      {may.accounts ? (
        <ButtonLink to={adminPaths.accounts} variant="outline-light">
          {ma.accounts}
        </ButtonLink>
      ) : null}
      {may.audit ? (
        <ButtonLink to={adminPaths.audit} variant="outline-light">
          {ma.audit}
        </ButtonLink>
      ) : null}
    </>
  );
}

/**
 * The number of new inbox entries, on the links to the inbox; nothing when there are none or the
 * number is unknown. The space keeps it a word of its own in the link's name ("im Posteingang 3 neu").
 */
export function NewBadge({ m, count }: { m: AdminCopy["list"]; count: number | null }) {
  if (!count) return null;
  return (
    <>
      {" "}
      <span className="ml-1 inline-block rounded-full bg-moss-400 px-2 py-0.5 text-xs font-bold text-forest-950">{m.inboxNew(count)}</span>
    </>
  );
}
