/** The waitlist capability's server face: the sign-up action and the stored entries. */
export { handleWaitlistAction, listWaitlist, saveWaitlistEntry, type WaitlistEntry } from "./waitlist.server";
