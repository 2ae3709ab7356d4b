/**
 * The public pages that look the same for every visitor of a language. They are
 * listed in the sitemap, rendered once per language at start and served from memory.
 */
export const staticPublicPaths = [
  "/",
  "/forestcrew",
  "/forstmanagement",
  "/forestcrew-pricing",
  "/forestcrew-betriebsleiter",
  "/datahub",
  "/forest-inventory",
  "/nexus",
  "/forestchat",
  "/about-us",
  "/career",
  "/contact",
  "/impressum",
  "/datenschutz",
  "/agb",
  "/instagram",
  "/blog",
] as const;

export type StaticPublicPath = (typeof staticPublicPaths)[number];
