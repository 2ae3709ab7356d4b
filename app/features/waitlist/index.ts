/** The waitlist capability's browser-safe face: the form and its copy. Server code: ./index.server. */
export { waitlistCopy, waitlistFormCopy, type WaitlistCopy, type WaitlistFormCopy } from "./copy";
export { segmentKeys, waitlistLimits, waitlistProducts, type SegmentKey, type WaitlistProduct, type WaitlistResult } from "./fields";
export { WAITLIST_INTENT, WaitlistForm } from "./waitlist-form";
