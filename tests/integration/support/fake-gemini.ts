import type { ServerResponse } from "node:http";
import { startFakeServer, writeJson, writeSse, type FakeServer } from "./fake-http";

/** One streamGenerateContent chunk with the given parts as the first candidate's content. */
export function geminiChunk(...texts: string[]) {
  return { candidates: [{ content: { role: "model", parts: texts.map((text) => ({ text })) }, index: 0 }] };
}

/** A fake of Google's Generative Language REST API: streams `chunks` as SSE by default. */
export async function startFakeGemini(chunks: unknown[] = [geminiChunk("Hallo"), geminiChunk(" aus dem Wald.")]): Promise<FakeServer> {
  return startFakeServer(async (_req, res) => writeSse(res, chunks));
}

export const gemini = {
  stream: (chunks: unknown[], options?: { pauseMs?: number; end?: boolean }) => (_req: unknown, res: ServerResponse) =>
    writeSse(res, chunks, options),
  error: (status: number, statusText: string, body: unknown) => (_req: unknown, res: ServerResponse) =>
    writeJson(res, status, statusText, body),
  json: (body: unknown) => (_req: unknown, res: ServerResponse) => writeJson(res, 200, "OK", body),
};
