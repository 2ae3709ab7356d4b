// Derives the other pages' hero loops from the rendered forest loop (scripts/media/hero-video.ts):
// mirrored, re-framed and colour-graded, so each page has its own mood at no extra render cost.
// Run: npx tsx scripts/media/hero-variants.ts   (needs ffmpeg and cwebp on the PATH)
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const media = path.resolve("public/media");
const source = path.join(media, "hero-forest.webm");

// Filters keep 1280×720; the loop stays seamless because every filter is per-frame and static.
const variants = {
  // Pricing: mirrored, a touch warmer, like low morning sun.
  "hero-pricing": "hflip,colorbalance=rs=0.06:gs=0.02:bs=-0.05:rm=0.05:bm=-0.04,eq=saturation=1.05",
  // Nexus: closer framing on the right half, cooler teal cast for the data/carbon theme.
  "hero-nexus": "crop=960:540:320:100,scale=1280:720:flags=lanczos,colorbalance=rs=-0.05:gs=0.01:bs=0.06:rm=-0.04:bm=0.05",
  // Instagram campaign: mirrored, closer, a little brighter and more saturated.
  "hero-instagram": "hflip,crop=1066:600:214:60,scale=1280:720:flags=lanczos,eq=brightness=0.03:saturation=1.15",
};

for (const [name, filter] of Object.entries(variants)) {
  const out = (ext: string) => path.join(media, `${name}.${ext}`);
  const passlog = path.join(tmpdir(), `${name}-pass`);
  const vp9 = ["-c:v", "libvpx-vp9", "-b:v", "600k", "-maxrate", "760k", "-crf", "30", "-row-mt", "1", "-an"];
  execFileSync("ffmpeg", [
    "-v",
    "error",
    "-y",
    "-i",
    source,
    "-vf",
    filter,
    ...vp9,
    "-pass",
    "1",
    "-passlogfile",
    passlog,
    "-f",
    "null",
    "/dev/null",
  ]);
  execFileSync("ffmpeg", ["-v", "error", "-y", "-i", source, "-vf", filter, ...vp9, "-pass", "2", "-passlogfile", passlog, out("webm")]);
  execFileSync("ffmpeg", [
    "-v",
    "error",
    "-y",
    "-i",
    source,
    "-vf",
    `${filter},format=yuv420p`,
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-crf",
    "22",
    "-maxrate",
    "760k",
    "-bufsize",
    "1520k",
    "-movflags",
    "+faststart",
    "-an",
    out("mp4"),
  ]);
  execFileSync("ffmpeg", ["-v", "error", "-y", "-i", source, "-vf", filter, "-frames:v", "1", out("png")]);
  execFileSync("cwebp", ["-quiet", "-q", "70", out("png"), "-o", out("webp")]);
  execFileSync("ffmpeg", ["-v", "error", "-y", "-i", out("png"), "-q:v", "5", out("jpg")]);
  rmSync(out("png"));
  for (const suffix of ["-0.log", "-0.log.mbtree"]) rmSync(passlog + suffix, { force: true });
  console.log(name);
}
