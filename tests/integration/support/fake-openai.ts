import type { ServerResponse } from "node:http";
import { startFakeServer, writeJson, writeSse, type FakeServer } from "./fake-http";

export function completionChunk(content: string) {
  return { id: "chatcmpl-1", object: "chat.completion.chunk", choices: [{ index: 0, delta: { content }, finish_reason: null }] };
}

/** A fake OpenAI-compatible chat-completions server (as Ollama or llama.cpp serve it). */
export async function startFakeOpenAI(deltas: string[] = ["Guten ", "Tag", "!"]): Promise<FakeServer> {
  return startFakeServer(async (_req, res) => writeSse(res, [...deltas.map(completionChunk), "[DONE]"]));
}

export const openai = {
  stream: (deltas: string[]) => (_req: unknown, res: ServerResponse) => writeSse(res, [...deltas.map(completionChunk), "[DONE]"]),
  error: (status: number, statusText: string, body: unknown) => (_req: unknown, res: ServerResponse) =>
    writeJson(res, status, statusText, body),
  json: (body: unknown) => (_req: unknown, res: ServerResponse) => writeJson(res, 200, "OK", body),
};
