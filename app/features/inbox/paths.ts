import type { SubmissionKind, SubmissionStatus } from "~/features/forms";
import { adminPaths } from "~/config/admin-paths";

/** The inbox's addresses, shared by its pages (browser) and its loaders (server). */
export const INBOX_PATH = adminPaths.inbox;
/** Rows per page of the list. */
export const INBOX_PAGE_SIZE = 50;

/** The list's filter as read from its address. */
export interface InboxFilter {
  kind?: SubmissionKind;
  status?: SubmissionStatus;
  page: number;
}

/** The list's address for a filter; the defaults ("all", page 1) are left out. */
export function filterHref(filter: Partial<InboxFilter>, path: string = INBOX_PATH): string {
  const params = new URLSearchParams();
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.status) params.set("status", filter.status);
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
