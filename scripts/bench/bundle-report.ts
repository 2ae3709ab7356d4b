// Which source files make up each client chunk (bytes of generated code per source, from the
// source maps). Usage: SOURCEMAP=1 BUILD_DIR=.builds/analyse npx react-router build
//                      npx tsx scripts/bench/bundle-report.ts .builds/analyse [chunk-name-filter] [top-n]
import fs from "node:fs";
import path from "node:path";
import { SourceMapConsumer, type MappingItem, type RawSourceMap } from "source-map-js";

const [dir = "build", filter = "", topArg = "25"] = process.argv.slice(2);
const assets = path.join(dir, "client", "assets");
for (const file of fs.readdirSync(assets).filter((f) => f.endsWith(".js") && f.includes(filter))) {
  const mapFile = path.join(assets, `${file}.map`);
  if (!fs.existsSync(mapFile)) continue;
  const code = fs.readFileSync(path.join(assets, file), "utf8");
  const lines = code.split("\n");
  const sizes = new Map<string | null, number>();
  {
    const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, "utf8")) as RawSourceMap);
    let prev: MappingItem | null = null;
    map.eachMapping((m: MappingItem) => {
      if (prev && prev.generatedLine === m.generatedLine) {
        const bytes = m.generatedColumn - prev.generatedColumn;
        sizes.set(prev.source, (sizes.get(prev.source) ?? 0) + bytes);
      } else if (prev) {
        const bytes = (lines[prev.generatedLine - 1]?.length ?? 0) - prev.generatedColumn;
        sizes.set(prev.source, (sizes.get(prev.source) ?? 0) + bytes);
      }
      prev = m;
    });
  }
  const total = code.length;
  console.log(`\n${file}  ${(total / 1024).toFixed(1)} KB raw`);
  for (const [source, bytes] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg)))
    console.log(
      `  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${String(source)
        .replace(/^.*node_modules\//, "npm:")
        .replace(/^.*\/app\//, "app/")}`,
    );
}
