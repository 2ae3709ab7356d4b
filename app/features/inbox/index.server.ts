// The inbox capability's server API: the list, the detail page and its actions, the CSV export,
// an application's attachment, and the count of new entries for the overview.
export {
  countNewSubmissions,
  handleInboxAction,
  inboxAttachment,
  inboxCsv,
  loadInboxDetail,
  loadInboxList,
  readFilter,
  type InboxOptions,
} from "./inbox.server";
