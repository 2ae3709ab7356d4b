// The visible text of the account pages (issue 18): accounts and invitations, one's own account,
// the invitation page and the audit log, in German and English. Role names and the messages the
// account actions answer with are the accounts capability's (app/features/accounts/copy.ts).
import { roleLabels } from "~/features/accounts";
import type { Role } from "~/lib/auth/permissions";
import { bilingual, type Lang } from "~/lib/i18n";

/** What each role may do, shown beside the role select. */
export const roleHints = bilingual<Record<Role, string>>(
  {
    owner: "alle Rechte, verwaltet Konten und liest das Protokoll",
    editor: "bearbeitet und veröffentlicht alle Beiträge, sieht die Anfragen",
    author: "schreibt eigene Beiträge und reicht sie zur Prüfung ein",
  },
  {
    owner: "every right, manages accounts and reads the audit log",
    editor: "edits and publishes every post, sees the inbox",
    author: "writes own posts and submits them for review",
  },
);

const q = (lang: Lang, text: string) => (lang === "de" ? `„${text}“` : `“${text}”`);

export const accountsCopy = bilingual(
  {
    title: "Konten",
    lead: "Wer sich im Admin-Bereich anmelden darf, mit welcher Rolle. Neue Personen laden Sie mit einem Link ein, der 72 Stunden gilt und nur einmal funktioniert.",
    back: "Zurück zur Übersicht",
    logout: "Abmelden",
    accountsHeading: "Konten",
    name: "Name",
    email: "E-Mail-Adresse",
    role: "Rolle",
    status: "Status",
    created: "Angelegt",
    actions: "Aktionen",
    active: "aktiv",
    inactive: "deaktiviert",
    you: "(Sie)",
    displayName: "Anzeigename",
    changeRole: "Rolle ändern",
    roleOf: (name: string) => `Rolle von ${name}`,
    deactivate: "Deaktivieren",
    reactivate: "Wieder aktivieren",
    resetPassword: "Passwort-Link erstellen",
    invitationsHeading: "Offene Einladungen und Passwort-Links",
    noInvitations: "Keine offenen Einladungen.",
    kind: "Art",
    kindInvite: "Einladung",
    kindReset: "Passwort-Link",
    expires: "Gültig bis",
    revoke: "Zurückziehen",
    inviteHeading: "Person einladen",
    inviteLead: "Der Link wird Ihnen einmal angezeigt. Ist ein Mailserver eingerichtet, geht er auch per E-Mail an die eingeladene Person.",
    submitInvite: "Einladung erstellen",
    linkHeadingInvite: (name: string) => `Einladungslink für ${name}`,
    linkHeadingReset: (name: string) => `Link zum Zurücksetzen des Passworts für ${name}`,
    linkLabel: "Link (nur jetzt sichtbar)",
    linkHint: (until: string) => `Gültig bis ${until} Uhr, einmal verwendbar. Geben Sie ihn nur der Person selbst.`,
    linkMailed: (email: string) => `Der Link wurde zusätzlich per E-Mail an ${email} geschickt.`,
    linkNotMailed: "Es ist kein Mailserver eingerichtet: Bitte geben Sie den Link selbst weiter.",
    copy: "Link kopieren",
    copied: "Kopiert",
    saved: {
      role: "Die Rolle wurde geändert.",
      deactivated: "Das Konto wurde deaktiviert und überall abgemeldet.",
      reactivated: "Das Konto ist wieder aktiv.",
      revoked: "Der Link wurde zurückgezogen.",
    },
  },
  {
    title: "Accounts",
    lead: "Who may sign in to the admin area, and with which role. Invite new people with a link that is valid for 72 hours and works once.",
    back: "Back to the overview",
    logout: "Sign out",
    accountsHeading: "Accounts",
    name: "Name",
    email: "E-mail address",
    role: "Role",
    status: "Status",
    created: "Created",
    actions: "Actions",
    active: "active",
    inactive: "deactivated",
    you: "(you)",
    displayName: "Display name",
    changeRole: "Change role",
    roleOf: (name: string) => `Role of ${name}`,
    deactivate: "Deactivate",
    reactivate: "Reactivate",
    resetPassword: "Create password link",
    invitationsHeading: "Open invitations and password links",
    noInvitations: "No open invitations.",
    kind: "Kind",
    kindInvite: "Invitation",
    kindReset: "Password link",
    expires: "Valid until",
    revoke: "Revoke",
    inviteHeading: "Invite someone",
    inviteLead: "You see the link once. When a mail server is set up, it is also sent by e-mail to the person you invite.",
    submitInvite: "Create invitation",
    linkHeadingInvite: (name: string) => `Invitation link for ${name}`,
    linkHeadingReset: (name: string) => `Password reset link for ${name}`,
    linkLabel: "Link (visible only now)",
    linkHint: (until: string) => `Valid until ${until}, works once. Give it to that person only.`,
    linkMailed: (email: string) => `The link was also sent by e-mail to ${email}.`,
    linkNotMailed: "No mail server is set up: please pass the link on yourself.",
    copy: "Copy link",
    copied: "Copied",
    saved: {
      role: "The role was changed.",
      deactivated: "The account was deactivated and signed out everywhere.",
      reactivated: "The account is active again.",
      revoked: "The link was revoked.",
    },
  },
);

export const ownAccountCopy = bilingual(
  {
    title: "Mein Konto",
    lead: "Ihr Name, Ihr Passwort und wo Sie gerade angemeldet sind.",
    back: "Zurück zur Übersicht",
    logout: "Abmelden",
    profileHeading: "Profil",
    name: "Name",
    nameHint: "Ihr vollständiger Name; so steht er im Protokoll.",
    displayName: "Anzeigename",
    displayNameHint: "Wird als Autor unter Ihren Beiträgen angezeigt. Leer lassen, um Ihren Namen zu zeigen.",
    email: "E-Mail-Adresse",
    emailHint: "Mit ihr melden Sie sich an.",
    profilePassword: "Passwort zur Bestätigung",
    profilePasswordHint: "Nur nötig, wenn Sie Ihre E-Mail-Adresse ändern.",
    role: "Rolle",
    saveProfile: "Profil speichern",
    passwordHeading: "Passwort ändern",
    currentPassword: "Aktuelles Passwort",
    newPassword: "Neues Passwort",
    repeatPassword: "Neues Passwort wiederholen",
    passwordHint: "Mindestens 12 Zeichen. Ihre anderen Sitzungen werden danach abgemeldet, diese bleibt.",
    savePassword: "Passwort ändern",
    sessionsHeading: "Ihre Sitzungen",
    sessionsLead: "Hier sind Sie angemeldet. Eine Sitzung endet nach 8 Stunden von selbst.",
    browser: "Browser",
    signedInAt: "Angemeldet",
    lastActive: "Zuletzt aktiv",
    thisSession: "Diese Sitzung",
    endSession: "Abmelden",
    endSessionOf: (what: string) => `Sitzung ${what} abmelden`,
    everywhere: "Überall abmelden",
    everywhereHint: "Beendet alle Ihre Sitzungen, auch diese.",
    saved: {
      profile: "Ihr Profil wurde gespeichert.",
      password: "Ihr Passwort wurde geändert; Ihre anderen Sitzungen sind abgemeldet.",
      session: "Die Sitzung wurde abgemeldet.",
    },
  },
  {
    title: "My account",
    lead: "Your name, your password and where you are signed in.",
    back: "Back to the overview",
    logout: "Sign out",
    profileHeading: "Profile",
    name: "Name",
    nameHint: "Your full name, as the audit log shows it.",
    displayName: "Display name",
    displayNameHint: "Shown as the author below your posts. Leave empty to show your name.",
    email: "E-mail address",
    emailHint: "You sign in with it.",
    profilePassword: "Password to confirm",
    profilePasswordHint: "Only needed when you change your e-mail address.",
    role: "Role",
    saveProfile: "Save profile",
    passwordHeading: "Change password",
    currentPassword: "Current password",
    newPassword: "New password",
    repeatPassword: "Repeat new password",
    passwordHint: "At least 12 characters. Your other sessions are signed out afterwards; this one stays.",
    savePassword: "Change password",
    sessionsHeading: "Your sessions",
    sessionsLead: "You are signed in here. A session ends by itself after 8 hours.",
    browser: "Browser",
    signedInAt: "Signed in",
    lastActive: "Last active",
    thisSession: "This session",
    endSession: "Sign out",
    endSessionOf: (what: string) => `Sign out session ${what}`,
    everywhere: "Sign out everywhere",
    everywhereHint: "Ends all your sessions, this one too.",
    saved: {
      profile: "Your profile was saved.",
      password: "Your password was changed; your other sessions are signed out.",
      session: "The session was signed out.",
    },
  },
);

export const invitationCopy = bilingual(
  {
    title: "Einladung zum Forstblog",
    resetTitle: "Neues Passwort für den Forstblog",
    lead: (inviter: string | null) =>
      inviter ? `${inviter} lädt Sie in den Admin-Bereich des Forstblogs ein.` : "Sie sind in den Admin-Bereich des Forstblogs eingeladen.",
    resetLead: "Legen Sie ein neues Passwort fest. Alle bisherigen Sitzungen Ihres Kontos werden danach abgemeldet.",
    name: "Name",
    email: "E-Mail-Adresse",
    role: "Rolle",
    validUntil: "Gültig bis",
    displayName: "Anzeigename (optional)",
    displayNameHint: "Wird als Autor unter Ihren Beiträgen angezeigt. Leer lassen, um Ihren Namen zu zeigen.",
    password: "Passwort",
    repeatPassword: "Passwort wiederholen",
    passwordHint: "Mindestens 12 Zeichen.",
    submitInvite: "Konto anlegen",
    submitReset: "Passwort speichern",
    invalidTitle: "Dieser Link gilt nicht mehr",
    invalid:
      "Der Link ist abgelaufen, wurde schon verwendet, zurückgezogen oder ist unvollständig. Bitte fragen Sie die Person, die Sie eingeladen hat, nach einem neuen Link.",
    toLogin: "Zur Anmeldung",
    errors: {
      tooShort: "Das Passwort muss mindestens 12 Zeichen lang sein.",
      tooLong: "Das Passwort darf höchstens 1024 Zeichen lang sein.",
      mismatch: "Die beiden Passwörter stimmen nicht überein.",
      displayName: "Der Anzeigename darf höchstens 120 Zeichen lang sein.",
      exists: "Für diese E-Mail-Adresse gibt es inzwischen ein Konto. Bitte melden Sie sich an.",
      tooMany: "Zu viele Versuche. Bitte warten Sie 15 Minuten.",
      busy: "Gerade werden viele Passwörter geprüft. Bitte versuchen Sie es in ein paar Sekunden noch einmal.",
      tooLarge: "Die Eingaben sind zu lang.",
    },
  },
  {
    title: "Invitation to the Forstblog",
    resetTitle: "New password for the Forstblog",
    lead: (inviter: string | null) =>
      inviter ? `${inviter} invites you to the Forstblog's admin area.` : "You are invited to the Forstblog's admin area.",
    resetLead: "Choose a new password. All earlier sessions of your account are signed out afterwards.",
    name: "Name",
    email: "E-mail address",
    role: "Role",
    validUntil: "Valid until",
    displayName: "Display name (optional)",
    displayNameHint: "Shown as the author below your posts. Leave empty to show your name.",
    password: "Password",
    repeatPassword: "Repeat password",
    passwordHint: "At least 12 characters.",
    submitInvite: "Create account",
    submitReset: "Save password",
    invalidTitle: "This link is no longer valid",
    invalid: "The link has expired, was used already, was revoked or is incomplete. Please ask the person who invited you for a new link.",
    toLogin: "To the sign-in",
    errors: {
      tooShort: "The password must be at least 12 characters long.",
      tooLong: "The password may be at most 1024 characters long.",
      mismatch: "The two passwords do not match.",
      displayName: "The display name may be at most 120 characters long.",
      exists: "An account with this e-mail address exists by now. Please sign in.",
      tooMany: "Too many attempts. Please wait 15 minutes.",
      busy: "Many passwords are being checked right now. Please try again in a few seconds.",
      tooLarge: "The entries are too long.",
    },
  },
);

export const auditCopy = bilingual(
  {
    title: "Protokoll",
    description: "Wer was an Beiträgen und Konten geändert hat.",
    lead: (days: number) =>
      `Wer was an Beiträgen und Konten geändert hat, das Neueste zuerst. Einträge werden nach ${days} Tagen gelöscht (AUDIT_RETENTION_DAYS).`,
    back: "Zurück zur Übersicht",
    logout: "Abmelden",
    filterAccount: "Konto",
    allAccounts: "Alle Konten",
    filterKind: "Art",
    allKinds: "Alles",
    kindPosts: "Beiträge",
    kindAccounts: "Konten",
    filter: "Filtern",
    time: "Zeit",
    who: "Wer",
    what: "Was",
    target: "Ziel",
    openPost: "Beitrag öffnen",
    system: "System",
    empty: "Keine Einträge.",
    count: (total: number) => (total === 1 ? "1 Eintrag" : `${total} Einträge`),
    pagination: "Seiten des Protokolls",
    previous: "Neuere",
    next: "Ältere",
    pageOf: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  },
  {
    title: "Audit log",
    description: "Who changed what in posts and accounts.",
    lead: (days: number) =>
      `Who changed what in posts and accounts, newest first. Entries are deleted after ${days} days (AUDIT_RETENTION_DAYS).`,
    back: "Back to the overview",
    logout: "Sign out",
    filterAccount: "Account",
    allAccounts: "All accounts",
    filterKind: "Kind",
    allKinds: "Everything",
    kindPosts: "Posts",
    kindAccounts: "Accounts",
    filter: "Filter",
    time: "Time",
    who: "Who",
    what: "What",
    target: "Target",
    openPost: "Open post",
    system: "System",
    empty: "No entries.",
    count: (total: number) => (total === 1 ? "1 entry" : `${total} entries`),
    pagination: "Pages of the audit log",
    previous: "Newer",
    next: "Older",
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
);

/** What an entry says, after the acting person's name: "hat „Titel“ veröffentlicht". */
export function describeAudit(
  lang: Lang,
  entry: { action: string; targetLabel: string | null; details: Record<string, unknown> | null },
): string {
  const label = entry.targetLabel ?? "";
  const d = entry.details ?? {};
  const role = (key: string) => {
    const value = d[key];
    if (typeof value !== "string") return "";
    return value in roleLabels[lang] ? roleLabels[lang][value as Role] : value;
  };
  // A number the entry carries (an older or hand-written entry may lack it: the policy's).
  const n = (key: string, fallback: number) => (typeof d[key] === "number" ? d[key] : fallback);
  const t = q(lang, label);
  if (lang === "de") {
    switch (entry.action) {
      case "post.create":
        return `hat ${t} angelegt`;
      case "post.update":
        return `hat ${t} bearbeitet`;
      case "post.submit":
        return `hat ${t} zur Prüfung eingereicht`;
      case "post.publish":
        return `hat ${t} veröffentlicht`;
      case "post.schedule":
        return `hat ${t} zur Veröffentlichung eingeplant`;
      case "post.unpublish":
        return `hat die Veröffentlichung von ${t} zurückgenommen`;
      case "post.delete":
        return `hat ${t} gelöscht`;
      case "post.restore":
        return `hat ${t} wiederhergestellt`;
      case "post.import":
        return `hat ${t} importiert`;
      case "account.invite":
        return `hat ${label} mit der Rolle ${q(lang, role("role"))} eingeladen`;
      case "account.invite-revoke":
        return `hat den Link für ${label} zurückgezogen`;
      case "account.join":
        return `ist mit der Rolle ${q(lang, role("role"))} beigetreten`;
      case "account.update":
        return d.self ? "hat das eigene Profil geändert" : `hat das Profil von ${label} geändert`;
      case "account.role":
        return `hat ${label} die Rolle ${q(lang, role("to"))} gegeben (vorher ${q(lang, role("from"))})`;
      case "account.deactivate":
        return `hat das Konto von ${label} deaktiviert`;
      case "account.reactivate":
        return `hat das Konto von ${label} wieder aktiviert`;
      case "account.password-reset":
        return `hat für ${label} einen Link zum Zurücksetzen des Passworts erstellt`;
      case "account.password-reset-complete":
        return "hat über einen Passwort-Link ein neues Passwort festgelegt";
      case "account.password-change":
        return "hat das eigene Passwort geändert";
      case "account.password-locked":
        return `hat ${n("failures", 10)}-mal ein falsches aktuelles Passwort eingegeben; weitere Versuche sind ${n("minutes", 15)} Minuten lang gesperrt`;
      case "account.sign-out-everywhere":
        return "hat sich überall abgemeldet";
      default:
        return `${entry.action} ${label}`.trim();
    }
  }
  switch (entry.action) {
    case "post.create":
      return `created ${t}`;
    case "post.update":
      return `edited ${t}`;
    case "post.submit":
      return `submitted ${t} for review`;
    case "post.publish":
      return `published ${t}`;
    case "post.schedule":
      return `scheduled ${t}`;
    case "post.unpublish":
      return `unpublished ${t}`;
    case "post.delete":
      return `deleted ${t}`;
    case "post.restore":
      return `restored ${t}`;
    case "post.import":
      return `imported ${t}`;
    case "account.invite":
      return `invited ${label} as ${role("role")}`;
    case "account.invite-revoke":
      return `revoked the link for ${label}`;
    case "account.join":
      return `joined as ${role("role")}`;
    case "account.update":
      return d.self ? "changed their own profile" : `changed the profile of ${label}`;
    case "account.role":
      return `gave ${label} the role ${role("to")} (was ${role("from")})`;
    case "account.deactivate":
      return `deactivated the account of ${label}`;
    case "account.reactivate":
      return `reactivated the account of ${label}`;
    case "account.password-reset":
      return `created a password reset link for ${label}`;
    case "account.password-reset-complete":
      return "chose a new password through a password link";
    case "account.password-change":
      return "changed their own password";
    case "account.password-locked":
      return `entered a wrong current password ${n("failures", 10)} times; further attempts are blocked for ${n("minutes", 15)} minutes`;
    case "account.sign-out-everywhere":
      return "signed out everywhere";
    default:
      return `${entry.action} ${label}`.trim();
  }
}

/** "Chrome unter Linux" / "Chrome on Linux" from a user agent, in plain words. */
export function describeBrowser(userAgent: string | null, lang: Lang): string {
  const ua = userAgent ?? "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /OPR\/|Opera/.test(ua)
      ? "Opera"
      : /Firefox\//.test(ua)
        ? "Firefox"
        : /Chrome\/|Chromium\/|CriOS\//.test(ua)
          ? "Chrome"
          : /Safari\//.test(ua)
            ? "Safari"
            : null;
  const system = /iPhone|iPad|iPod/.test(ua)
    ? "iOS"
    : /Android/.test(ua)
      ? "Android"
      : /CrOS/.test(ua)
        ? "ChromeOS"
        : /Windows/.test(ua)
          ? "Windows"
          : /Mac OS X|Macintosh/.test(ua)
            ? "macOS"
            : /Linux/.test(ua)
              ? "Linux"
              : null;
  const unknown = lang === "de" ? "Unbekannter Browser" : "Unknown browser";
  if (!browser) return system ? `${unknown} (${system})` : unknown;
  if (!system) return browser;
  return lang === "de" ? `${browser} unter ${system}` : `${browser} on ${system}`;
}
