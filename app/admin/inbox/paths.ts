/** The overview of logged consent choices. */
export const CONSENT_ADMIN_PATH = "/blog/admin/einwilligungen";
