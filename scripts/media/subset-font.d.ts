// The one call font-subset.ts makes (subset-font ships no types).
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options: {
      targetFormat?: "woff2" | "woff" | "truetype" | "sfnt";
      variationAxes?: Record<string, { min: number; max: number }>;
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}
