/**
 * Whether a host is a local development or private-network machine (localhost, 127.x, a
 * 192.168.x address or the IPv6 loopback). Ports are ignored.
 */
export function isLocalHost(host: string | null | undefined): boolean {
  let h = (host ?? "").trim().toLowerCase();
  if (h.startsWith("[")) h = h.slice(1, h.indexOf("]") === -1 ? undefined : h.indexOf("]"));
  // A port follows the only colon; a bare IPv6 address has several.
  else if (h.split(":").length === 2) h = h.replace(/:\d+$/, "");
  if (h === "localhost" || h.endsWith(".localhost")) return true;
  if (h === "::1") return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) || /^192\.168\.\d{1,3}\.\d{1,3}$/.test(h);
}

/**
 * `VISUAL_EDITOR=local-only` limits the visual editor to local hosts, as the old site did; by
 * default every editor may use it.
 */
export function visualEditorAllowed(host: string | null | undefined, setting: string | undefined): boolean {
  return setting !== "local-only" || isLocalHost(host);
}
