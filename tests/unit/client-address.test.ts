import { describe, expect, it } from "vitest";
import { clientKey } from "~/lib/http/client-address.server";

const request = (headers: Record<string, string> = {}) => new Request("http://localhost/api/forestchat", { method: "POST", headers });

describe("clientKey", () => {
  it("uses the address the server saw, whatever the headers claim", () => {
    expect(clientKey(request({ "x-forwarded-for": "10.0.0.1" }), "192.0.2.7")).toBe("192.0.2.7");
  });

  it("falls back to the last X-Forwarded-For entry, the one our own proxy appended", () => {
    expect(clientKey(request({ "x-forwarded-for": "10.0.0.99, 192.0.2.50" }), undefined)).toBe("192.0.2.50");
    expect(clientKey(request({ "x-forwarded-for": " 192.0.2.51 " }), "")).toBe("192.0.2.51");
  });

  it("puts requests without any address into one shared bucket", () => {
    expect(clientKey(request(), undefined)).toBe("unknown");
    expect(clientKey(request({ "x-forwarded-for": "10.0.0.1, " }), undefined)).toBe("unknown");
  });
});
