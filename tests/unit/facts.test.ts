import { describe, expect, it } from "vitest";
import { formatEuro, netFromGross, plan, plans } from "~/content/facts";

describe("prices", () => {
  it("computes the net prices from gross at 19 % VAT", () => {
    expect(netFromGross(99)).toBe(83.19);
    expect(netFromGross(999)).toBe(839.5);
    expect(netFromGross(9999)).toBe(8402.52);
  });

  it("has the three plans with their gross prices", () => {
    expect(plans.map((p) => p.name)).toEqual(["Beta", "Beta Pro", "Enterprise"]);
    expect(plan("beta").gross).toEqual({ monthly: 99, yearly: 999 });
    expect(plan("betaPro").gross).toEqual({ monthly: 999, yearly: 9999 });
    expect(plan("enterprise").gross).toBeNull();
  });

  it("formats prices per language", () => {
    expect(formatEuro(9999, "de")).toBe("9.999\u00a0€");
    expect(formatEuro(9999, "en")).toBe("€9,999");
    expect(formatEuro(839.5, "de")).toBe("839,50\u00a0€");
    expect(formatEuro(8402.52, "en")).toBe("€8,402.52");
    expect(formatEuro(99, "de")).toBe("99\u00a0€");
  });
});
