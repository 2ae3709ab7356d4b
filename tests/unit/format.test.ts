import { describe, expect, it } from "vitest";
import { formatAtLeast, formatList, formatPercent, formatRange } from "~/content/format";

describe("formatPercent", () => {
  it("writes German with a decimal comma and a narrow no-break space before the sign", () => {
    expect(formatPercent(65, "de")).toBe("65\u202f%");
    expect(formatPercent(99.5, "de")).toBe("99,5\u202f%");
    expect(formatPercent(0, "de")).toBe("0\u202f%");
  });

  it("writes English with a decimal point and no space", () => {
    expect(formatPercent(65, "en")).toBe("65%");
    expect(formatPercent(99.5, "en")).toBe("99.5%");
  });

  it("shows at most one decimal", () => {
    expect(formatPercent(12.34, "de")).toBe("12,3\u202f%");
    expect(formatPercent(12.34, "en")).toBe("12.3%");
  });
});

describe("formatRange, formatAtLeast, formatList", () => {
  it("writes a range with an en dash and no spaces", () => {
    expect(formatRange(1, 50)).toBe("1\u201350");
  });

  it("writes a minimum with a plus", () => {
    expect(formatAtLeast(50)).toBe("50+");
  });

  it("joins a list as a sentence of the language, without a serial comma in English", () => {
    expect(formatList(["Visa", "Mastercard", "American Express"], "de")).toBe("Visa, Mastercard und American Express");
    expect(formatList(["Visa", "Mastercard", "American Express"], "en")).toBe("Visa, Mastercard and American Express");
    expect(formatList(["Visa"], "en")).toBe("Visa");
  });
});
