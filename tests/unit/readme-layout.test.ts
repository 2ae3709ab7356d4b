// README's "Layout" section against the tree: every folder it names exists, and every folder of
// app/ (and of the folders it describes one by one: capabilities, admin screens, lib) is named, so
// a new capability or screen cannot arrive without a line in the README.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const readme = readFileSync(join(root, "README.md"), "utf8");
const section = readme.slice(readme.indexOf("## Layout\n"), readme.indexOf("\n## ", readme.indexOf("## Layout\n") + 1));
const block = section.slice(section.indexOf("```\n") + 4, section.indexOf("\n```", section.indexOf("```\n") + 4));

/** The block's entries: a path at the start of a line, with the description lines that follow it. */
const entries: { path: string; text: string }[] = [];
for (const line of block.split("\n")) {
  const path = /^(\S+)\s/.exec(line)?.[1];
  if (path) entries.push({ path, text: line });
  else if (entries.length > 0) entries[entries.length - 1]!.text += ` ${line.trim()}`;
}

const folders = (dir: string) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Whether the block names `dir/name`: as its own entry, or as a word of the entry for `dir/`. */
function named(dir: string, name: string): boolean {
  return entries.some(
    (entry) =>
      entry.path.startsWith(`${dir}/${name}/`) ||
      (entry.path.startsWith(`${dir}/`) && new RegExp(`(^|[\\s(,:])${name}[/,;.:)\\s]`).test(` ${entry.text} `)),
  );
}

describe("README's layout section", () => {
  it("has entries", () => {
    expect(entries.length).toBeGreaterThan(10);
  });

  it("names only folders and files that exist", () => {
    const missing = entries.map((entry) => entry.path.replace(/<[^>]+>\/?$/, "")).filter((path) => !existsSync(join(root, path)));
    expect(missing).toEqual([]);
  });

  it.each(["app", "app/features", "app/admin", "app/lib", "tests", "scripts"])("names every folder of %s", (dir) => {
    expect(folders(dir).filter((name) => !named(dir, name))).toEqual([]);
  });
});
