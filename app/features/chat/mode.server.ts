import { chatModeOf, type ChatMode } from "./mode";
import { chooseProvider } from "./provider.server";

/**
 * The mode the environment configures, by the same choice the chat makes (provider.server.ts).
 * The provider is fixed for the life of a process, so pages rendered once stay true.
 */
export function chatMode(env: Record<string, string | undefined> = process.env): ChatMode {
  return chatModeOf(chooseProvider(env).name);
}
