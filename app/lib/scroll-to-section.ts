/**
 * Scrolls to a section of the page (smoothly unless the visitor asks for reduced motion), puts
 * its anchor in the address bar and moves keyboard focus there, so the next Tab continues in that
 * section. Without JavaScript the link's own `href="#id"` does the same jump.
 *
 * Sections below the fold are laid out only near the viewport (`content-visibility: auto` in
 * app.css) with an estimated height until then. A smooth scroll passing them would make them
 * take their real height on the way and end beside its target, so they are all laid out first.
 */
export function scrollToSection(event: React.MouseEvent<HTMLAnchorElement>, id: string): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  document.documentElement.dataset.sections = "all";
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  // Keep React Router's history state; only the hash changes.
  window.history.replaceState(window.history.state, "", `#${id}`);
  if (!target.hasAttribute("tabindex")) {
    target.setAttribute("tabindex", "-1");
    target.style.outline = "none";
  }
  target.focus({ preventScroll: true });
}
