/**
 * The key a per-visitor rate limit counts under: the address the server saw (the socket's, or
 * the one a trusted proxy reported: Express `req.ip` with `trust proxy`). Without one, the last
 * `X-Forwarded-For` entry, which the proxy in front of us appended; earlier entries are whatever
 * the client claimed. Without either, all such requests share one bucket, `unknown`.
 */
export function clientKey(request: Request, clientAddress: string | undefined): string {
  if (clientAddress) return clientAddress;
  const forwarded = request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  return forwarded || "unknown";
}
