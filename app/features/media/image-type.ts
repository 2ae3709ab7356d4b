/** The image formats the upload accepts, told apart by their first bytes (never by the client's type). */
export type ImageKind = "png" | "jpg" | "webp" | "avif" | "gif";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  bytes.length >= start + text.length && [...text].every((c, i) => bytes[start + i] === c.charCodeAt(0));

/** The format of an image from its magic bytes, or null for anything else (SVG, HTML, PDF, …). */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a")) return "gif";
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return "webp";
  // ISO-BMFF: [size]["ftyp"][major brand]…; AVIF images and sequences use "avif"/"avis".
  if (ascii(bytes, 4, "ftyp") && (ascii(bytes, 8, "avif") || ascii(bytes, 8, "avis"))) return "avif";
  return null;
}

export const imageContentTypes: Record<ImageKind, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
};
