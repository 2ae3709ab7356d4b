/**
 * Responsive cover images. A cover stored by us comes in several widths, named after the
 * original: `/blog/images/2026/ab12….png` has `/blog/images/2026/ab12…-800w.webp` and so on.
 * Seed covers (`/blog/images/covers/<slug>.webp`) are drawn 1600 px wide by
 * scripts/media/blog-covers.ts, which also writes their smaller widths; uploads get all of
 * them from the upload handler. A cover from anywhere else is shown as it is.
 */
export const COVER_VARIANT_WIDTHS = [480, 800, 1200] as const;
/** The width seed covers are drawn at, and the widest variant an upload gets. */
export const COVER_FULL_WIDTH = 1600;

const OURS = /^\/blog\/images\/(covers|\d{4})\/([A-Za-z0-9][A-Za-z0-9_-]*)\.(webp|png|jpe?g|avif|gif)$/;
const VARIANT_SUFFIX = /-\d+w$/;

/** The path of a cover at the given width (a WebP file beside the original). */
export function coverVariantPath(dir: string, base: string, width: number): string {
  return `/blog/images/${dir}/${base}-${width}w.webp`;
}

/** The `srcset` for a cover of ours, or undefined for any other address. */
export function coverSrcSet(src: string): string | undefined {
  const match = OURS.exec(src);
  if (!match) return undefined;
  const [, dir = "", base = ""] = match;
  if (VARIANT_SUFFIX.test(base)) return undefined;
  const widest = dir === "covers" ? src : coverVariantPath(dir, base, COVER_FULL_WIDTH);
  return [...COVER_VARIANT_WIDTHS.map((w) => `${coverVariantPath(dir, base, w)} ${w}w`), `${widest} ${COVER_FULL_WIDTH}w`].join(", ");
}

/** Layout hints for the browser's choice among the widths (see the blog list's grid). */
export const coverSizes = {
  /** Full-bleed article header. */
  header: "100vw",
  /** The wide first card: full width below lg, then about 53 % of the 80 rem container. */
  featured: "(min-width: 1024px) 650px, 100vw",
  /** The other cards: one, two or three columns. */
  card: "(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw",
} as const;
