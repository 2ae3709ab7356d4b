import { defaultSite } from "~/config/site";
import type { PageKnowledge } from "~/features/chat/index.server";
import * as aboutUs from "./about-us/copy";
import * as agb from "./agb/copy";
import * as blog from "./blog/copy";
import * as career from "./career/copy";
import * as contact from "./contact/copy";
import * as datahub from "./datahub/copy";
import * as datenschutz from "./datenschutz/copy";
import * as inventory from "./forest-inventory/copy";
import * as forestchat from "./forestchat/copy";
import * as forestcrew from "./forestcrew/copy";
import * as betriebsleiter from "./forestcrew-betriebsleiter/copy";
import * as pricing from "./forestcrew-pricing/copy";
import * as forstmanagement from "./forstmanagement/copy";
import * as home from "./home/copy";
import * as impressum from "./impressum/copy";
import * as nexus from "./nexus/copy";

/** The /forestchat copy without its chat panel: how to use the chat is interface text, not an answer to anything. */
function withoutChatPanel(copy: typeof forestchat.forestchat) {
  const strip = ({ chat: _chat, ...rest }: (typeof copy)["de"]) => rest;
  return { de: strip(copy.de), en: strip(copy.en) };
}

/** The chat's privacy facts without the retention: a template whose days the operator sets, not an answer. */
function withoutRetention(copy: typeof datenschutz.chatPrivacy) {
  const strip = ({ retention: _retention, ...rest }: (typeof copy)["de"]) => rest;
  return { de: strip(copy.de), en: strip(copy.en) };
}

/**
 * What ForestChat's offline assistant may quote of each page: the page's copy in both languages,
 * walked generically for prose. Server only (the chat routes hand it to the assistant), so the
 * browser never loads it. The campaign page (/instagram) repeats other pages and is left out;
 * the blog list contributes only its introduction, not its interface texts ("Alle Beiträge").
 * The legal pages contribute their introductions only: the legal notice and the privacy policy
 * depend on the operator's configuration at run time (the chat's own privacy facts come from
 * `chatPrivacy`), and the terms repeat the pricing page's contract facts in legal wording, which
 * drew questions about prices and terms away from the pricing page (measured: the held-out hit rate
 * fell from 7/9 to 6/9 with them).
 */
export const pageKnowledge: PageKnowledge = {
  "about-us": { intro: aboutUs.intro, copy: { de: aboutUs.aboutCopy("de"), en: aboutUs.aboutCopy("en") } },
  agb: { intro: agb.intro },
  "forestcrew-betriebsleiter": { betriebsleiterCopy: betriebsleiter.betriebsleiterCopy, intro: betriebsleiter.intro },
  blog: { intro: blog.intro },
  career: { intro: career.intro, copy: { de: career.careerCopy("de"), en: career.careerCopy("en") } },
  contact: { intro: contact.intro, copy: { de: contact.contactCopy("de", defaultSite), en: contact.contactCopy("en", defaultSite) } },
  datahub: { copy: datahub.copy, intro: datahub.intro },
  datenschutz: { chatPrivacy: withoutRetention(datenschutz.chatPrivacy), intro: datenschutz.intro },
  "forest-inventory": { intro: inventory.intro, copy: inventory.copy },
  forestchat: { forestchat: withoutChatPanel(forestchat.forestchat), intro: forestchat.intro },
  forestcrew: { intro: forestcrew.intro, forestcrew: forestcrew.forestcrewCopy() },
  forstmanagement: { intro: forstmanagement.intro, page: forstmanagement.page },
  home: { intro: home.intro, home: home.homeCopy() },
  impressum: { intro: impressum.intro },
  nexus: { intro: nexus.intro, content: nexus.content },
  "forestcrew-pricing": { intro: pricing.intro, pricingCopy: pricing.pricingCopy },
};
