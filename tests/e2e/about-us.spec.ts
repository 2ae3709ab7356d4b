import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { goals2030 } from "../../app/content/facts";
import { formatPercent } from "../../app/content/format";
import type { Lang } from "../../app/lib/i18n";
import { open } from "./support/page";

const path = "/about-us";
const origin = { de: e2e.de, en: e2e.en } as const;

/** Every section of the page, in order: the hero (no id), then these anchors. */
const sectionIds = ["geschichte", "werte", "vision", "ziele-2030", "team", "wald", "kontakt"];

/** "+30 %" / "+30%": the goals as the page must print them, signs included (U+2212 for the minus). */
function goalValues(lang: Lang) {
  return [
    `+${formatPercent(goals2030.forestHealthPercent, lang)}`,
    `\u2212${formatPercent(goals2030.timberLogisticsCo2ReductionPercent, lang)}`,
    `+${formatPercent(goals2030.biodiversityPercent, lang)}`,
  ];
}

const expected = {
  de: {
    h1: "Wir digitalisieren die Forstwirtschaft – aus Überzeugung",
    title: "Über uns – Das Team hinter ForestCrew",
    h2: [
      "Aus dem Wald, für den Wald",
      "Wofür wir stehen",
      "Wohin wir wollen – und wie wir dorthin kommen",
      "Was wir bis 2030 erreichen wollen",
      "Vier Bereiche, ein Team",
      "Ein Wald zum Entdecken",
      "Lernen Sie uns kennen",
    ],
    values: ["Nachhaltigkeit", "Innovation", "Zusammenarbeit", "Leidenschaft"],
    vision: ["Unsere Vision", "Unsere Mission"],
    goals: ["Waldgesundheit", "CO₂ in der Holzlogistik", "Biodiversitätsindikatoren"],
    goalBadge: "Ziel 2030",
    goalNote: "keine bereits erreichten Ergebnisse",
    team: ["Produkt & Entwicklung", "Forstliche Fachexpertise", "Daten & KI", "Kundenerfolg & Vertrieb"],
    history: "Ahrensburg",
    forestButton: "Den Wald entdecken",
    forestText: "interaktiver 3D-Wald",
    forestImage: /^Skizze eines Waldstücks/,
    card: "Stieleiche",
    contact: "Kontakt aufnehmen",
    career: "Karriere bei ForestCrew",
  },
  en: {
    h1: "We build digital tools for forestry – because we believe in it",
    title: "About us – The team behind ForestCrew",
    h2: [
      "From the forest, for the forest",
      "What we stand for",
      "Where we are heading – and how we get there",
      "What we want to achieve by 2030",
      "Four areas, one team",
      "A forest to explore",
      "Get to know us",
    ],
    values: ["Sustainability", "Innovation", "Collaboration", "Passion"],
    vision: ["Our vision", "Our mission"],
    goals: ["Forest health", "CO₂ in timber logistics", "Biodiversity indicators"],
    goalBadge: "2030 goal",
    goalNote: "not results already achieved",
    team: ["Product & Engineering", "Forestry Expertise", "Data & AI", "Customer Success & Sales"],
    history: "Ahrensburg",
    forestButton: "Explore the forest",
    forestText: "interactive 3D forest",
    forestImage: /^Sketch of a patch of forest/,
    card: "Pedunculate oak",
    contact: "Get in touch",
    career: "Careers at ForestCrew",
  },
} as const;

const dataLayer = (page: Page) => page.evaluate(() => window.dataLayer ?? []);

/**
 * Text boxes that run past the right edge of the screen, or whose text runs out of its own box
 * (a long word that does not break). All sections are laid out first: sections below the fold
 * clip their paint (content-visibility), which would hide an overflow from the page's width.
 * Cards in a row that scrolls sideways (the phone layout of the card grids) lie past the edge on
 * purpose; the row itself must fit.
 */
async function overflowing(page: Page) {
  return page.evaluate(() => {
    document.documentElement.dataset.sections = "all";
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`page ${document.documentElement.scrollWidth}px wide`);
    const inSideways = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) if (["auto", "scroll"].includes(getComputedStyle(p).overflowX)) return true;
      return false;
    };
    for (const el of document.querySelectorAll<HTMLElement>("main :is(h1, h2, h3, p, li, dt, dd, a, figcaption, svg, ul, dl)")) {
      const box = el.getBoundingClientRect();
      if (box.width === 0) continue;
      if (inSideways(el)) {
        if (el.scrollWidth > el.clientWidth + 1 && /^(H3|P)$/.test(el.tagName))
          found.push(`${el.tagName} "${(el.textContent ?? "").trim().slice(0, 40)}" overflows its box`);
        continue;
      }
      const text = (el.textContent ?? "").trim().slice(0, 40);
      if (box.right > width + 0.5 || box.left < -0.5) found.push(`${el.tagName} "${text}" spans ${box.left}–${box.right}`);
      else if (
        !(el instanceof SVGElement) &&
        el.scrollWidth > el.clientWidth + 1 &&
        getComputedStyle(el).display !== "inline" &&
        !["auto", "scroll"].includes(getComputedStyle(el).overflowX)
      )
        found.push(`${el.tagName} "${text}" overflows its box`);
    }
    return found;
  });
}

test.describe("/about-us over HTTP", () => {
  for (const lang of ["de", "en"] as const) {
    test(`answers 200 with every section in the server-rendered HTML (${lang})`, async ({ request }) => {
      const res = await request.get(path, { headers: { host: new URL(origin[lang]).host } });
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1]).toBe(expected[lang].h1);
      expect(html.match(/<h1/g)).toHaveLength(1);
      expect(html).toContain(`<title>${expected[lang].title}</title>`);
      expect(html).toContain(`<link rel="canonical" href="${origin[lang]}${path}"/>`);
      for (const id of sectionIds) expect(html, id).toContain(`id="${id}"`);
      // The forest is drawn into the HTML, never an empty box waiting for a script.
      expect(html).toMatch(/<svg viewBox="0 0 800 420"[^>]*role="img"/);
      for (const value of goalValues(lang)) expect(html).toContain(value);
      // Only the visitor's language travels: no copy of the other one.
      const other = lang === "de" ? expected.en : expected.de;
      expect(html).not.toContain(other.h2[0]);
      expect(html).not.toContain(other.team[1]);
    });
  }
});

for (const lang of ["de", "en"] as const) {
  const copy = expected[lang];
  const url = origin[lang] + path;

  test.describe(`/about-us in ${lang === "de" ? "German" : "English"}`, () => {
    test("has every section, in order, each labelled by its heading, with its content", async ({ page }) => {
      await open(page, url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.h1);
      // The text sections are one server island (a div) between the hero and the forest.
      const ids = await page.locator("main > section, main > [data-island] > section").evaluateAll((els) => els.map((el) => el.id));
      expect(ids).toEqual(["", ...sectionIds]);
      for (const id of sectionIds) {
        const labelledBy = await page.locator(`#${id}`).getAttribute("aria-labelledby");
        await expect(page.locator(`[id="${labelledBy}"]`), id).toHaveText(/\S{3,}/);
      }
      expect(await page.locator("main h2").allTextContents()).toEqual(copy.h2);

      await expect(page.locator("#geschichte")).toContainText(copy.history);
      await expect(page.locator("#geschichte h3 + ul > li")).toHaveCount(4);
      expect(await page.locator("#werte h3").allTextContents()).toEqual(copy.values);
      expect(await page.locator("#vision h3").allTextContents()).toEqual(copy.vision);

      const goals = page.locator("#ziele-2030 [data-goal]");
      await expect(goals).toHaveCount(3);
      expect(await page.locator("#ziele-2030 dt").allTextContents()).toEqual(copy.goals);
      const values = goalValues(lang);
      for (const [i, value] of values.entries()) {
        await expect(goals.nth(i).locator("dd").first()).toHaveText(value);
        // Each figure is marked as a goal, not as something achieved.
        await expect(goals.nth(i)).toContainText(copy.goalBadge);
      }
      await expect(page.locator("#ziele-2030")).toContainText(copy.goalNote);

      expect(await page.locator("#team h3").allTextContents()).toEqual(copy.team);
      await expect(page.locator("#team").getByRole("link", { name: copy.career })).toHaveAttribute("href", "/career");

      const forest = page.locator("#wald");
      await expect(forest).toContainText(copy.forestText);
      const picture = forest.getByRole("img", { name: copy.forestImage });
      await expect(picture).toBeVisible();
      const box = await picture.boundingBox();
      expect(box?.height).toBeGreaterThan(150);
      // Three points, then the list of the thirteen trees and animals, each a button that opens its card.
      await expect(forest.locator("li")).toHaveCount(16);
      await expect(forest.locator("li button")).toHaveCount(13);
      await expect(forest.getByRole("button", { name: copy.card, exact: true })).toBeVisible();
    });

    test("the hero button scrolls to the forest section and moves focus there", async ({ page }) => {
      await open(page, url);
      await page.getByRole("link", { name: copy.forestButton }).click();
      await expect(page).toHaveURL(`${url}#wald`);
      await expect(page.getByRole("heading", { level: 2, name: copy.h2[5] })).toBeInViewport();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await expect(page.locator("#wald")).toBeFocused();
      expect(await dataLayer(page)).toContainEqual(
        expect.objectContaining({ event: "cta_click", cta: "to_forest", location: "about_hero" }),
      );
    });

    test("the contact links lead to /contact", async ({ page }) => {
      await open(page, url);
      await expect(page.locator("main section").first().getByRole("link", { name: copy.contact })).toHaveAttribute("href", "/contact");
      const band = page.locator("#kontakt");
      await expect(band.getByRole("link", { name: copy.career })).toHaveAttribute("href", "/career");
      await band.getByRole("link", { name: copy.contact }).click();
      await expect(page).toHaveURL(`${origin[lang]}/contact`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test("fits 320 px without horizontal scrolling or text running out of its box", async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 720 });
      await open(page, url);
      expect(await overflowing(page)).toEqual([]);
    });
  });
}

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("the hero button jumps to the forest section", async ({ page }) => {
    await open(page, path);
    await page.getByRole("link", { name: expected.de.forestButton }).click();
    await expect(page).toHaveURL(`${e2e.de}${path}#wald`);
    await expect(page.locator("#wald")).toBeInViewport();
    await expect(page.locator("#wald")).toBeFocused();
  });
});

test("without JavaScript the hero button is a plain anchor to the forest", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${e2e.de}${path}`);
  const button = page.getByRole("link", { name: expected.de.forestButton });
  await expect(button).toHaveAttribute("href", "#wald");
  await button.click();
  await expect(page).toHaveURL(`${e2e.de}${path}#wald`);
  await expect(page.locator("#wald")).toBeInViewport();
  await context.close();
});
