import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CADDY, caddyfile, documentedCaddyfile } from "../../scripts/test/deployment";

describe("docs/deploy.md and the deployment the tests start", () => {
  it("prints the Caddyfile the deployment module generates (docs cannot drift from what is tested)", () => {
    const docs = readFileSync(join(import.meta.dirname, "../../docs/deploy.md"), "utf8");
    expect(docs).toContain("```caddyfile\n" + documentedCaddyfile() + "```");
  });

  it("retries on the other instance and checks readiness, in production and locally alike", () => {
    const local = caddyfile({
      hosts: { de: "localhost", en: "en.localhost" },
      upstreams: ["127.0.0.1:1", "127.0.0.1:2"],
      local: true,
      listen: 4401,
      healthUri: "/readyz",
    });
    const production = documentedCaddyfile();
    const proxyBlock = (file: string) => file.slice(file.indexOf("reverse_proxy")).split("\n").slice(1).join("\n");
    expect(proxyBlock(local)).toBe(proxyBlock(production));
    expect(production).toMatch(/lb_retries \d+/);
    expect(production).toContain("health_uri /readyz");
    expect(production).toContain("example.de, en.example.de {");
    expect(local).toContain("http://localhost:4401, http://en.localhost:4401 {");
    expect(local).toContain("auto_https off");
  });

  it.skipIf(!existsSync(CADDY))("is a Caddyfile Caddy accepts", () => {
    const dir = mkdtempSync(join(tmpdir(), "caddyfile-"));
    try {
      const file = join(dir, "Caddyfile");
      writeFileSync(file, documentedCaddyfile());
      const result = spawnSync(CADDY, ["adapt", "--config", file, "--adapter", "caddyfile"], { encoding: "utf8" });
      expect(result.status, result.stderr).toBe(0);
      const config = JSON.parse(result.stdout) as { apps: { http: { servers: Record<string, { routes: unknown[] }> } } };
      expect(JSON.stringify(config)).toContain('"retries":3');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
