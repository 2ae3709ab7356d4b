import { describe, expect, it } from "vitest";
import { computeAnalytics } from "~/features/chat/analytics";
import { detectTopics, rankTopics } from "~/features/chat/topics";

describe("topic detection", () => {
  it.each([
    ["Was bedeutet das Bundeswaldgesetz für meinen Betrieb?", ["forestLaw"]],
    ["Welche Förderprogramme gibt es für den Waldumbau?", ["funding"]],
    ["Woran erkenne ich Borkenkäferbefall?", ["barkBeetle"]],
    ["Wie erkenne ich den Buchdrucker früh?", ["barkBeetle"]],
    ["Which funding is there for bark beetle damage?", ["funding", "barkBeetle"]],
    ["Arbeitssicherheit bei der Motorsägenarbeit", ["occupationalSafety"]],
    ["Welche Baumarten eignen sich für trockene Standorte?", ["treeSpecies"]],
    ["Wie entwickelt sich der Holzpreis?", ["timberPrice"]],
    ["Bei welchem Wetter sollte ich die Holzernte verschieben?", ["weather"]],
    ["Was kostet ForestCrew?", ["forestcrew"]],
    ["Gehört TimberTraxx zu euch?", ["timbertraxx"]],
    ["Was ist Nexus?", ["nexus"]],
    ["CO₂-Zertifikate für meinen Wald", ["co2", "certificate"]],
    ["Is PEFC certification worth it?", ["certificate"]],
    ["Nachhaltige Forstwirtschaft", ["sustainability"]],
    ["Digitalisierung im Forstbetrieb", ["digitalisation"]],
    ["Was ist die KI-Waldinventur?", ["ai"]],
    ["Can AI count trees?", ["ai"]],
  ])("%s", (text, expected) => {
    expect(detectTopics(text)).toEqual(expected);
  });

  it("does not see a topic in a word that merely contains a short keyword", () => {
    expect(detectTopics("Kiefern und Eichen am Waldrand")).toEqual([]);
    expect(detectTopics("Wait a moment, please")).toEqual([]);
  });

  it("ranks topics by the number of messages that mention them, at most the limit", () => {
    const texts = [
      "Borkenkäfer!",
      "Förderung für Borkenkäfer-Schäden?",
      "Wetter morgen",
      "Borkenkäfer und Wetter",
      "Holzpreis",
      "KI",
      "Nexus",
      "CO2",
    ];
    expect(rankTopics(texts, 5)).toEqual(["barkBeetle", "weather", "funding", "timberPrice", "ai"]);
  });
});

describe("session analytics", () => {
  const start = "2026-05-01T10:00:00.000Z";
  const messages = [
    { role: "user", content: "Was kostet ForestCrew?", timestamp: "2026-05-01T10:00:05.000Z", response_ms: null },
    { role: "assistant", content: "99 €", timestamp: "2026-05-01T10:00:07.000Z", response_ms: 1200 },
    { role: "user", content: "Und gibt es Förderung für ForestCrew?", timestamp: "2026-05-01T10:01:00.000Z", response_ms: null },
    { role: "assistant", content: "Förderung …", timestamp: "2026-05-01T10:01:03.500Z", response_ms: 2401 },
  ];

  it("counts messages per role, averages the response times and measures the duration", () => {
    expect(computeAnalytics(messages, start)).toEqual({
      totalMessages: 4,
      userMessages: 2,
      assistantMessages: 2,
      averageResponseTime: 1801,
      topTopics: ["forestcrew", "funding"],
      sessionDuration: 63_500,
    });
  });

  it("has no average before the first answer and keeps at most five topics", () => {
    const many = [
      { role: "user", content: "Borkenkäfer, Förderung, Wetter, Holzpreis, Nexus, KI und CO2", timestamp: start, response_ms: null },
    ];
    const result = computeAnalytics(many, start);
    expect(result.averageResponseTime).toBeNull();
    expect(result.topTopics).toHaveLength(5);
    expect(result.sessionDuration).toBe(0);
  });
});
