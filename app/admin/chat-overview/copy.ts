import { bilingual, localeOf, type Lang } from "~/lib/i18n";
import type { TopicId } from "~/features/chat";

// The texts of the team's ForestChat overview and its transcripts.

// Rows of the unanswered questions and of the recent conversations shown at most (the loader's limit).
export { OVERVIEW_LIST_LIMIT } from "~/features/chat";

export interface ChatOverviewCopy {
  /** The link in the blog administration. */
  nav: string;
  title: string;
  lead: (days: number, retentionDays: number) => string;
  backToBlog: string;
  logout: string;
  periodLabel: string;
  period: (days: number) => string;
  loadError: string;
  stats: { sessions: string; questions: string; messages: string; averageResponse: string; unanswered: string };
  noValue: string;
  perDayHeading: string;
  perDayNote: string;
  day: string;
  sessions: string;
  questions: string;
  topicsHeading: string;
  topicsNote: string;
  topicsEmpty: string;
  topicSessions: (n: number) => string;
  topics: Record<TopicId, string>;
  unansweredHeading: string;
  unansweredNote: string;
  unansweredEmpty: string;
  questionGone: string;
  openTranscript: string;
  openTranscriptOf: (when: string) => string;
  listLimit: (n: number) => string;
  sessionsHeading: string;
  sessionsEmpty: string;
  start: string;
  language: string;
  messages: string;
  topicsColumn: string;
  unansweredColumn: string;
  languages: Record<Lang, string>;
  transcript: {
    title: (start: string) => string;
    lead: (lang: string, retentionDays: number) => string;
    back: string;
    heading: string;
    empty: string;
    visitor: string;
    assistant: string;
    responseTime: (time: string) => string;
    unanswered: string;
    sources: string;
    topics: string;
  };
}

export const chatOverviewCopy = /* @__PURE__ */ bilingual<ChatOverviewCopy>(
  {
    nav: "ForestChat-Übersicht",
    title: "ForestChat-Übersicht",
    lead: (days, retention) =>
      `Was Besucherinnen und Besucher ForestChat fragen und was der Assistent nicht beantworten konnte – letzte ${days} Tage, Tage in deutscher Zeit. Gespräche werden ${retention} Tage nach der letzten Nachricht gelöscht.`,
    backToBlog: "Zur Blog-Verwaltung",
    logout: "Abmelden",
    periodLabel: "Zeitraum",
    period: (days) => `${days} Tage`,
    loadError: "Die Chat-Übersicht konnte nicht geladen werden.",
    stats: {
      sessions: "Gespräche",
      questions: "Fragen",
      messages: "Nachrichten",
      averageResponse: "Ø Antwortzeit",
      unanswered: "Unbeantwortet",
    },
    noValue: "–",
    perDayHeading: "Gespräche je Tag",
    perDayNote: "Begonnene Gespräche und gestellte Fragen je Kalendertag (deutsche Zeit), neuester Tag unten.",
    day: "Tag",
    sessions: "Gespräche",
    questions: "Fragen",
    topicsHeading: "Häufigste Themen",
    topicsNote: "Gespräche, in denen ein Thema vorkam (erkannt an Stichwörtern der Fragen); ein Gespräch kann mehrere Themen haben.",
    topicsEmpty: "In diesem Zeitraum wurde kein Thema erkannt.",
    topicSessions: (n) => (n === 1 ? "1 Gespräch" : `${n} Gespräche`),
    topics: {
      forestLaw: "Waldrecht",
      funding: "Förderung",
      barkBeetle: "Borkenkäfer",
      occupationalSafety: "Arbeitssicherheit",
      treeSpecies: "Baumarten",
      timberPrice: "Holzpreise",
      weather: "Wetter",
      forestcrew: "ForestCrew",
      timbertraxx: "TimberTraxx",
      nexus: "Nexus",
      co2: "CO₂",
      certificate: "Zertifizierung",
      sustainability: "Nachhaltigkeit",
      digitalisation: "Digitalisierung",
      ai: "KI",
    },
    unansweredHeading: "Unbeantwortete Fragen",
    unansweredNote:
      "Fragen, auf die der Assistent mit „Das weiß ich nicht“ und dem Weg zu einem Menschen antwortete – Hinweise darauf, was der Wissensbasis fehlt. Neueste zuerst.",
    unansweredEmpty: "In diesem Zeitraum blieb keine Frage unbeantwortet.",
    questionGone: "(Die Frage ist nicht mehr gespeichert.)",
    openTranscript: "Gespräch ansehen",
    openTranscriptOf: (when) => `Gespräch ansehen (${when})`,
    listLimit: (n) => `Die neuesten ${n} sind aufgeführt.`,
    sessionsHeading: "Letzte Gespräche",
    sessionsEmpty: "In diesem Zeitraum gab es kein Gespräch.",
    start: "Beginn",
    language: "Sprache",
    messages: "Nachrichten",
    topicsColumn: "Themen",
    unansweredColumn: "Unbeantwortet",
    languages: { de: "Deutsch", en: "Englisch" },
    transcript: {
      title: (start) => `Gespräch vom ${start}`,
      lead: (lang, retention) =>
        `Auf der ${lang === "en" ? "englischen" : "deutschen"} Website geführt. Nur zum Lesen; ohne IP-Hash und Browserkennung. Gelöscht ${retention} Tage nach der letzten Nachricht.`,
      back: "Zur Chat-Übersicht",
      heading: "Verlauf",
      empty: "Von diesem Gespräch ist keine Nachricht mehr gespeichert.",
      visitor: "Frage",
      assistant: "ForestChat",
      responseTime: (time) => `Antwort nach ${time}`,
      unanswered: "Unbeantwortet",
      sources: "Zitierte Seiten",
      topics: "Themen",
    },
  },
  {
    nav: "ForestChat overview",
    title: "ForestChat overview",
    lead: (days, retention) =>
      `What visitors ask ForestChat and what the assistant could not answer – last ${days} days, days in German time. Conversations are deleted ${retention} days after their last message.`,
    backToBlog: "Back to the blog admin",
    logout: "Sign out",
    periodLabel: "Period",
    period: (days) => `${days} days`,
    loadError: "The chat overview could not be loaded.",
    stats: {
      sessions: "Conversations",
      questions: "Questions",
      messages: "Messages",
      averageResponse: "Average response time",
      unanswered: "Unanswered",
    },
    noValue: "–",
    perDayHeading: "Conversations per day",
    perDayNote: "Conversations started and questions asked per calendar day (German time), newest day last.",
    day: "Day",
    sessions: "Conversations",
    questions: "Questions",
    topicsHeading: "Top topics",
    topicsNote: "Conversations in which a topic came up (recognised by keywords in the questions); a conversation can have several topics.",
    topicsEmpty: "No topic was recognised in this period.",
    topicSessions: (n) => (n === 1 ? "1 conversation" : `${n} conversations`),
    topics: {
      forestLaw: "Forest law",
      funding: "Funding",
      barkBeetle: "Bark beetle",
      occupationalSafety: "Occupational safety",
      treeSpecies: "Tree species",
      timberPrice: "Timber prices",
      weather: "Weather",
      forestcrew: "ForestCrew",
      timbertraxx: "TimberTraxx",
      nexus: "Nexus",
      co2: "CO₂",
      certificate: "Certification",
      sustainability: "Sustainability",
      digitalisation: "Digitalisation",
      ai: "AI",
    },
    unansweredHeading: "Unanswered questions",
    unansweredNote:
      "Questions the assistant answered with “I don't know” and the way to a person – hints at what the knowledge base lacks. Newest first.",
    unansweredEmpty: "No question went unanswered in this period.",
    questionGone: "(The question is no longer stored.)",
    openTranscript: "View conversation",
    openTranscriptOf: (when) => `View conversation (${when})`,
    listLimit: (n) => `The newest ${n} are listed.`,
    sessionsHeading: "Recent conversations",
    sessionsEmpty: "There was no conversation in this period.",
    start: "Started",
    language: "Language",
    messages: "Messages",
    topicsColumn: "Topics",
    unansweredColumn: "Unanswered",
    languages: { de: "German", en: "English" },
    transcript: {
      title: (start) => `Conversation of ${start}`,
      lead: (lang, retention) =>
        `Held on the ${lang === "en" ? "English" : "German"} site. Read-only; without the IP hash or the browser's identifier. Deleted ${retention} days after its last message.`,
      back: "Back to the chat overview",
      heading: "Messages",
      empty: "No message of this conversation is stored any more.",
      visitor: "Question",
      assistant: "ForestChat",
      responseTime: (time) => `Answered after ${time}`,
      unanswered: "Unanswered",
      sources: "Pages cited",
      topics: "Topics",
    },
  },
);

/** A response time as people read it: "850 ms", "1,2 s" / "1.2 s". */
export function formatResponseTime(ms: number, lang: Lang): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(ms / 1000)} s`;
}

/** A calendar day (YYYY-MM-DD) short, with its weekday: "Di., 24.11.", "Tue 24 Nov". */
export function formatShortDay(day: string, lang: Lang): string {
  const [year, month, date] = day.split("-").map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat(localeOf(lang), {
    weekday: "short",
    day: "numeric",
    month: lang === "de" ? "2-digit" : "short",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, date)));
}
