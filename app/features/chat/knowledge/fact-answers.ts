/**
 * The offline assistant's answers that need no search: prices (from the facts module, exact,
 * gross and net), how to reach us, what it can do, "I don't know" and the legal disclaimers.
 */
import { paths } from "~/config/pages";
import type { SiteConfig } from "~/config/site";
import { plans, pricingTerms, trial, type BillingPeriod, type Plan } from "~/content/facts";
import { formatOfficeHours, formatPercent } from "~/content/format";
import { priceDisplay, vatPercent } from "~/content/prices";
import type { Lang } from "~/lib/i18n";
import type { AnswerContext, ComposedAnswer, Source } from "./answer-types";
import { pageMeta, type KnownPage } from "./passages";
import { has, periodWords, plansIn } from "./question";

export function link(title: string, href: string): string {
  return `[${title}](${href})`;
}

function pageSource(name: KnownPage, lang: Lang): Source {
  const meta = pageMeta(name);
  return { title: meta.title[lang], href: meta.href };
}

function contactLine(site: SiteConfig, lang: Lang): string {
  const contact = pageSource("contact", lang);
  return lang === "de"
    ? `Schreiben Sie uns über die Seite ${link(contact.title, contact.href)}, per E-Mail an ${site.email} oder rufen Sie an: ${site.phone} (${formatOfficeHours(site.hours, "de")}).`
    : `Get in touch through our ${link(contact.title, contact.href)} page, by email at ${site.email} or by phone on ${site.phone} (${formatOfficeHours(site.hours, "en")}).`;
}

function priceLine(p: Plan, lang: Lang, first: BillingPeriod): string {
  const de = lang === "de";
  const order: BillingPeriod[] = first === "yearly" ? ["yearly", "monthly"] : ["monthly", "yearly"];
  const parts = order.flatMap((period) => {
    const d = priceDisplay(p, period, lang);
    if (!d) return [];
    const per = de ? (period === "monthly" ? "pro Monat" : "pro Jahr") : period === "monthly" ? "per month" : "per year";
    return [de ? `${d.gross} ${per} (netto ${d.net})` : `${d.gross} ${per} (${d.net} net)`];
  });
  if (parts.length === 0) {
    return de
      ? `**${p.name}**: Preis auf Anfrage – ein individuelles Angebot, unbegrenzte Nutzerzahl`
      : `**${p.name}**: price on request – a tailored offer with unlimited users`;
  }
  const extras: string[] = [];
  if (p.users.recommendedMax)
    extras.push(
      de
        ? `empfohlen für ${p.users.min ?? 1}–${p.users.recommendedMax} Nutzer`
        : `recommended for ${p.users.min ?? 1}–${p.users.recommendedMax} users`,
    );
  if (p.users.max) extras.push(de ? `bis zu ${p.users.max} Nutzer zum Festpreis` : `up to ${p.users.max} users at a flat price`);
  if (p.freeMonthsYearly)
    extras.push(de ? `jährlich zahlen = ${p.freeMonthsYearly} Monate gratis` : `paying yearly = ${p.freeMonthsYearly} months free`);
  return `**${p.name}**: ${parts.join(de ? " oder " : " or ")}${extras.length ? ` – ${extras.join(", ")}` : ""}`;
}

export function priceAnswer(folded: string, ctx: AnswerContext): ComposedAnswer {
  const { lang } = ctx;
  const de = lang === "de";
  const named = plansIn(folded);
  const wantsYearly = has(folded, periodWords.yearly) && !has(folded, periodWords.monthly);
  const shown = named.length ? named : [...plans];
  const pricing = pageSource("forestcrew-pricing", lang);
  const vat = formatPercent(vatPercent, lang);
  const lines: string[] = [];
  if (named.length === 1 && named[0]!.gross) {
    const p = named[0]!;
    const first: BillingPeriod = wantsYearly ? "yearly" : "monthly";
    const main = priceDisplay(p, first, lang)!;
    const other = priceDisplay(p, first === "yearly" ? "monthly" : "yearly", lang)!;
    lines.push(
      de
        ? `${p.name} kostet **${main.gross} ${first === "yearly" ? "pro Jahr" : "pro Monat"}** (netto ${main.net}, inklusive ${vat} MwSt.). ${first === "yearly" ? "Monatlich" : "Jährlich"} sind es ${other.gross} (netto ${other.net}).`
        : `${p.name} costs **${main.gross} ${first === "yearly" ? "per year" : "per month"}** (${main.net} net, including ${vat} German VAT). ${first === "yearly" ? "Billed monthly" : "Billed yearly"} it is ${other.gross} (${other.net} net).`,
    );
    const notes: string[] = [];
    if (p.freeMonthsYearly)
      notes.push(
        de
          ? `Bei jährlicher Zahlung erhalten Sie ${p.freeMonthsYearly} Monate gratis.`
          : `Paying yearly gives you ${p.freeMonthsYearly} months free.`,
      );
    if (p.users.recommendedMax)
      notes.push(
        de
          ? `Empfohlen für ${p.users.min ?? 1}–${p.users.recommendedMax} Nutzer.`
          : `Recommended for ${p.users.min ?? 1}–${p.users.recommendedMax} users.`,
      );
    if (p.users.max) notes.push(de ? `Bis zu ${p.users.max} Nutzer zum Festpreis.` : `Up to ${p.users.max} users at a flat price.`);
    if (p.savingPercent)
      notes.push(
        de
          ? `Das sind ${formatPercent(p.savingPercent, lang)} unter dem künftigen Listenpreis; Beta-Preise gelten dauerhaft.`
          : `That is ${formatPercent(p.savingPercent, lang)} below the future list price; beta prices apply for good.`,
      );
    if (notes.length) lines.push(notes.join(" "));
  } else {
    lines.push(
      de
        ? `Die Preise von ForestCrew (brutto inklusive ${vat} MwSt., netto in Klammern):`
        : `ForestCrew's prices (gross including ${vat} German VAT, net in brackets):`,
    );
    lines.push(shown.map((p) => `- ${priceLine(p, lang, wantsYearly ? "yearly" : "monthly")}`).join("\n"));
    lines.push(de ? "Beta-Preise gelten dauerhaft." : "Beta prices apply for good.");
  }
  lines.push(
    de
      ? `Sie können ForestCrew ${trial.days} Tage kostenlos testen: Bei der Registrierung hinterlegen Sie eine Kreditkarte, während des Tests wird nichts abgebucht. Ab mehr als ${pricingTerms.individualTermsAboveEmployees} Mitarbeitenden vereinbaren wir individuelle Konditionen.`
      : `You can try ForestCrew free for ${trial.days} days: you enter a credit card when you register, and nothing is charged during the trial. For more than ${pricingTerms.individualTermsAboveEmployees} employees we agree individual terms.`,
  );
  lines.push(de ? `Alle Details: ${link(pricing.title, pricing.href)}` : `All the details: ${link(pricing.title, pricing.href)}`);
  return { kind: "price", markdown: lines.join("\n\n"), sources: [pricing] };
}

export function contactAnswer(ctx: AnswerContext): ComposedAnswer {
  const { lang, site } = ctx;
  const de = lang === "de";
  const contact = pageSource("contact", lang);
  const markdown = de
    ? [
        `So erreichen Sie uns:`,
        `- **Telefon:** ${site.phone} (${formatOfficeHours(site.hours, "de")})\n- **E-Mail:** ${site.email}\n- **Support-Portal:** ${site.urls.support}`,
        `Wir antworten innerhalb eines Werktages. Eine kostenlose Demo oder Beratung können Sie über die Seite ${link(contact.title, contact.href)} anfragen.`,
      ]
    : [
        `Here's how to reach us:`,
        `- **Phone:** ${site.phone} (${formatOfficeHours(site.hours, "en")})\n- **Email:** ${site.email}\n- **Support portal:** ${site.urls.support}`,
        `We reply within one working day. You can request a free demo or consultation on our ${link(contact.title, contact.href)} page.`,
      ];
  return { kind: "contact", markdown: markdown.join("\n\n"), sources: [contact] };
}

export function legalAnswer(ctx: AnswerContext): ComposedAnswer {
  const { lang, site } = ctx;
  const de = lang === "de";
  const agb = pageSource("agb", lang);
  const impressum = pageSource("impressum", lang);
  const markdown = de
    ? [
        "Eine Rechtsberatung kann und darf ich nicht geben. Für Ihren Einzelfall wenden Sie sich bitte an eine Fachanwältin oder einen Fachanwalt, Ihre zuständige Forstbehörde oder Ihren Waldbesitzerverband.",
        `Unsere eigenen Vertragsbedingungen finden Sie in den ${link(agb.title, agb.href)}, die Angaben zum Anbieter im ${link(impressum.title, impressum.href)}.`,
        `Wenn es um den Einsatz von ForestCrew in Ihrem Betrieb geht, sprechen wir gern mit Ihnen. ${contactLine(site, lang)}`,
      ]
    : [
        "I can't give legal advice. For your individual case, please turn to a specialist lawyer, your forestry authority or your forest owners' association.",
        `Our own contract terms are in our ${link(agb.title, agb.href)}, and the provider's details are in the ${link(impressum.title, impressum.href)}.`,
        `If it's about using ForestCrew in your business, we're happy to talk. ${contactLine(site, lang)}`,
      ];
  return { kind: "legal", markdown: markdown.join("\n\n"), sources: [agb, impressum, pageSource("contact", lang)] };
}

export function capabilitiesAnswer(ctx: AnswerContext, greeting: boolean): ComposedAnswer {
  const { lang } = ctx;
  const de = lang === "de";
  const s = (name: KnownPage) => pageSource(name, lang);
  const pricing = s("forestcrew-pricing");
  const blog = s("blog");
  const markdown = de
    ? [
        `${greeting ? "Hallo! " : ""}Ich bin ForestChat, der Assistent von ${ctx.site.brand}. Ich beantworte Fragen zu unseren Produkten und Seiten, zum Beispiel:`,
        `- was ForestCrew kann und was es kostet (${link(pricing.title, pricing.href)})\n- wie der kostenlose Test und das Beta-Programm funktionieren\n- ${link("DataHub", paths.datahub)}, ${link("Nexus", paths.nexus)} und die ${link("KI-Waldinventur", paths["forest-inventory"])}\n- Themen aus unserem ${link(blog.title, blog.href)}, etwa Borkenkäfer-Monitoring oder den CO₂-Markt`,
        `Ich antworte aus den Inhalten dieser Website und nenne Ihnen die Seiten, auf die ich mich stütze. Rechtsberatung gebe ich nicht. Mehr über mich: ${link("ForestChat", paths.forestchat)}. Was möchten Sie wissen?`,
      ]
    : [
        `${greeting ? "Hello! " : ""}I'm ForestChat, ${ctx.site.brand}'s assistant. I answer questions about our products and pages, for example:`,
        `- what ForestCrew does and what it costs (${link(pricing.title, pricing.href)})\n- how the free trial and the beta programme work\n- ${link("DataHub", paths.datahub)}, ${link("Nexus", paths.nexus)} and the ${link("AI forest inventory", paths["forest-inventory"])}\n- topics from our ${link(blog.title, blog.href)}, such as bark beetle monitoring or the carbon market`,
        `I answer from the content of this website and tell you which pages I drew on. I don't give legal advice. More about me: ${link("ForestChat", paths.forestchat)}. What would you like to know?`,
      ];
  return { kind: greeting ? "greeting" : "capabilities", markdown: markdown.join("\n\n"), sources: [s("forestchat")] };
}

export function unknownAnswer(ctx: AnswerContext): ComposedAnswer {
  const { lang, site } = ctx;
  const markdown =
    lang === "de"
      ? `Dazu finde ich in den Inhalten unserer Website keine verlässliche Antwort – und raten möchte ich nicht. Unser Team hilft Ihnen gern weiter. ${contactLine(site, lang)}`
      : `I couldn't find a reliable answer to that in our website's content – and I'd rather not guess. Our team will be glad to help. ${contactLine(site, lang)}`;
  return { kind: "unknown", markdown, sources: [pageSource("contact", lang)] };
}

export function notLegalAdvice(lang: Lang): string {
  return lang === "de"
    ? "_Das ist eine allgemeine Information und keine Rechtsberatung. Für Ihren Einzelfall fragen Sie bitte Ihre untere Forstbehörde, Ihre Revierförsterin oder Ihren Revierförster oder eine Fachanwältin oder einen Fachanwalt._"
    : "_This is general information, not legal advice. For your own case, please ask your local forestry authority, your district forester or a specialist lawyer._";
}
