/**
 * The stems of the back office's addresses, written once: `admin-paths.ts` builds every address
 * from them. Apart so that code needing only the stems (robots.txt, the blog's slug rules) does not
 * load the whole registry.
 */
export const adminArea = {
  admin: "/blog/admin",
  login: "/blog/login",
  visualEditor: "/blog/visual-editor",
  invitation: "/blog/einladung",
} as const;

/**
 * The stems below /blog that belong to the back office and carry no secret: /blog/admin,
 * /blog/login, /blog/visual-editor. robots.txt keeps crawlers out of them and no article may take
 * their first segment as its slug. (The invitation's stem is left out: its address is a token.)
 * tests/unit/admin-paths.test.ts checks that they are exactly the stems of the registry's routes.
 */
export const backOfficeStems: readonly string[] = [adminArea.admin, adminArea.login, adminArea.visualEditor];
