import { describe, expect, it } from "vitest";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";

const classes = (value: string) => value.split(" ").sort();

describe("cn", () => {
  it("joins strings, conditionals, arrays and objects, skipping what is falsy", () => {
    expect(cn("a", false, null, undefined, ["b", { c: true, d: false }], "")).toBe("a b c");
  });

  it("lets a later class replace an earlier one that sets the same property", () => {
    expect(cn("h-12 px-6 text-base", "h-auto")).toBe("px-6 text-base h-auto");
    expect(cn("bg-moss-400 text-forest-950", "bg-red-700 text-white")).toBe("bg-red-700 text-white");
    expect(cn("hover:bg-moss-300", "hover:bg-white/10")).toBe("hover:bg-white/10");
    expect(cn("shadow-[0_8px_24px_-10px_rgb(188_227_90/0.8)]", "shadow-none")).toBe("shadow-none");
    expect(cn("px-4 py-2", "p-3")).toBe("p-3");
    expect(cn("text-sm", "text-2xl")).toBe("text-2xl");
    expect(cn("rounded-full", "rounded-xl")).toBe("rounded-xl");
    expect(cn("whitespace-nowrap", "whitespace-normal")).toBe("whitespace-normal");
  });

  it("keeps classes that only look alike (other variants, other properties) and utilities it does not know", () => {
    expect(cn("h-12", "max-sm:h-auto")).toBe("h-12 max-sm:h-auto");
    expect(cn("text-white text-sm text-center text-pretty text-balance")).toBe("text-white text-sm text-center text-pretty text-balance");
    expect(cn("bg-white bg-linear-to-b bg-[url(/a.webp)]")).toBe("bg-white bg-linear-to-b bg-[url(/a.webp)]");
    expect(cn("border border-white/35 border-t-2")).toBe("border border-white/35 border-t-2");
    expect(cn("shadow-card shadow-moss-400/30")).toBe("shadow-card shadow-moss-400/30");
    expect(cn("rounded-full rounded-t-none")).toBe("rounded-full rounded-t-none");
    expect(cn("p-3 px-4")).toBe("p-3 px-4");
    expect(cn("text-[13px] text-[#123456]")).toBe("text-[13px] text-[#123456]");
  });
});

describe("buttonClass", () => {
  it("lets the caller's classes win over the variant and size", () => {
    const danger = buttonClass("primary", "md", "bg-red-700 text-white shadow-none hover:bg-red-800");
    expect(classes(danger)).toEqual(expect.arrayContaining(["bg-red-700", "text-white", "shadow-none", "hover:bg-red-800"]));
    expect(danger).not.toMatch(/bg-moss-400|text-forest-950|hover:bg-moss-300|shadow-\[/);

    const light = buttonClass("ghost", "lg", "text-white hover:bg-white/10");
    expect(light).not.toMatch(/text-forest-800|hover:bg-forest-100/);

    expect(buttonClass("primary", "lg", "h-auto")).not.toContain("h-12");
  });

  it("is unchanged without a caller's classes", () => {
    expect(classes(buttonClass("secondary", "lg"))).toEqual(
      classes(
        "inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60 bg-forest-800 text-white hover:bg-forest-700 h-12 px-6 text-base",
      ),
    );
  });
});
