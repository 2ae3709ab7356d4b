/**
 * Our own page copy, loaded for the knowledge base. A glob, so that a page module added later
 * is part of the assistant's knowledge without further wiring.
 */
const modules = import.meta.glob<Record<string, unknown>>("../../../content/pages/*.ts", { eager: true });

export const pageModules: Record<string, Record<string, unknown>> = modules;
