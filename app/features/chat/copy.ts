import { bilingual } from "~/lib/i18n";

/** The launcher's label: the only text the page carries before the chat is opened. */
export const launcherCopy = bilingual({ open: "ForestChat öffnen" }, { open: "Open ForestChat" });
