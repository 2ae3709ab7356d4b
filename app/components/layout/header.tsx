import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { DROPDOWN_CLOSE_DELAY_MS, HEADER_SCROLL_THRESHOLD_PX } from "~/config/timings";
import { paths } from "~/config/pages";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { ChevronDown, Close, ExternalArrow, LogoMark, Menu } from "~/components/icons";
import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import { LanguageSwitch } from "./language-switch";
import { headerNav, isGroup, type NavGroup, type NavLinkItem } from "./nav-items";

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return past;
}

export function Header() {
  const { t, site } = useApp();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  // Every route change closes the menu, during the render that shows the new route.
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMobileOpen(false);
  }
  const items = headerNav(t, site);
  const solid = scrolled || mobileOpen;

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={cn(
        "fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow,color] duration-300",
        solid
          ? "bg-white text-forest-950 shadow-[0_1px_0_rgb(10_31_21/0.08),0_8px_24px_-16px_rgb(10_31_21/0.3)]"
          : "bg-transparent text-white",
      )}
    >
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-moss-400 px-4 py-2 font-semibold text-forest-950 focus:not-sr-only focus:absolute focus:top-3 focus:left-3"
      >
        {t.meta.skipToContent}
      </a>
      <div className="container-site flex h-[4.5rem] items-center gap-6">
        <Link to={paths.home} className="flex shrink-0 items-center gap-2.5 rounded-lg" aria-label={`${site.brand} – ${t.nav.home}`}>
          <LogoMark className="size-8" />
          <span className="text-lg font-bold tracking-tight">{site.brand}</span>
        </Link>

        <nav aria-label={t.meta.mainNav} className="ml-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) =>
              isGroup(item) ? (
                <DesktopDropdown key={item.to} group={item} solid={solid} />
              ) : (
                <li key={item.to}>
                  <DesktopLink item={item} solid={solid} />
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 sm:gap-3 lg:ml-2">
          <LanguageSwitch tone={solid ? "dark" : "light"} />
          <span className="hidden sm:block">
            <Link to={paths.contact} className={buttonClass(solid ? "secondary" : "primary", "md")}>
              {t.nav.contact}
            </Link>
          </span>
          <button
            type="button"
            className={cn("grid size-10 place-items-center rounded-full lg:hidden", solid ? "hover:bg-forest-100" : "hover:bg-white/10")}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? t.nav.closeMenu : t.nav.openMenu}
            onClick={() => setMobileOpen((o) => !o)}
          >
            {mobileOpen ? <Close className="size-6" /> : <Menu className="size-6" />}
          </button>
        </div>
      </div>
      <MobileMenu open={mobileOpen} onClose={() => setMobileOpen(false)} />
    </header>
  );
}

function linkTone(solid: boolean, active = false) {
  if (solid) return active ? "text-forest-950 bg-forest-100" : "text-forest-800 hover:text-forest-950 hover:bg-forest-50";
  return active ? "text-white bg-white/12" : "text-white/85 hover:text-white hover:bg-white/10";
}

function DesktopLink({ item, solid }: { item: NavLinkItem; solid: boolean }) {
  return (
    <NavLink
      to={item.to}
      end={item.to === paths.home}
      className={({ isActive }) =>
        cn("flex items-center gap-2 rounded-full px-3 py-2 text-[0.9375rem] font-medium transition-colors", linkTone(solid, isActive))
      }
    >
      {item.label}
      {item.badge && !item.badge.mobileOnly ? <Badge kind={item.badge.kind}>{item.badge.label}</Badge> : null}
    </NavLink>
  );
}

/**
 * ForestCrew and its sub-menu. Opens on hover and when keyboard focus enters;
 * closes 300 ms after the pointer leaves, on an outside click, on Escape,
 * when focus leaves it and on every route change.
 */
function DesktopDropdown({ group, solid }: { group: NavGroup; solid: boolean }) {
  const { t } = useApp();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const panelId = useId();
  const location = useLocation();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const openNow = () => {
    cancelClose();
    setOpen(true);
  };

  // Closed on every route change, during the render that shows the new route. A close timer still
  // pending can only close it again: opening always cancels it first.
  const [openPath, setOpenPath] = useState(location.pathname);
  if (openPath !== location.pathname) {
    setOpenPath(location.pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      if (rootRef.current?.contains(document.activeElement)) triggerRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  useEffect(() => cancelClose, []);

  return (
    <li
      ref={rootRef}
      className="relative"
      onMouseEnter={openNow}
      onMouseLeave={() => {
        cancelClose();
        closeTimer.current = window.setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
      }}
      onFocus={(e) => {
        // Keyboard focus arriving on the ForestCrew link opens the menu; the chevron button toggles it.
        if ((e.target as Node) === triggerRef.current && !rootRef.current?.contains(e.relatedTarget)) openNow();
      }}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <div className={cn("flex items-center rounded-full transition-colors", open && (solid ? "bg-forest-50" : "bg-white/10"))}>
        <NavLink
          ref={triggerRef}
          to={group.to}
          className={({ isActive }) =>
            cn(
              "flex items-center gap-2 rounded-full py-2 pr-1 pl-3 text-[0.9375rem] font-medium transition-colors",
              linkTone(solid, isActive),
              "hover:bg-transparent",
            )
          }
        >
          {group.label}
          {group.badge ? <Badge kind={group.badge.kind}>{group.badge.label}</Badge> : null}
        </NavLink>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={t.nav.forestcrewMenu}
          // A pointer click arrives after hover has already opened the menu: it must not close it again.
          // Keyboard activation (detail 0) toggles.
          onClick={(e) => (e.detail > 0 || !open ? openNow() : setOpen(false))}
          className={cn("grid size-8 place-items-center rounded-full", solid ? "text-forest-800" : "text-white/85")}
        >
          <ChevronDown className={cn("size-4 transition-transform duration-200", open && "rotate-180")} />
        </button>
      </div>
      <div
        id={panelId}
        data-state={open ? "open" : "closed"}
        className={cn(
          "absolute top-full left-1/2 w-[22rem] -translate-x-1/2 pt-3 transition-[opacity,transform,visibility] duration-200",
          open ? "visible translate-y-0 opacity-100" : "invisible -translate-y-1 opacity-0",
        )}
      >
        <ul className="rounded-2xl border border-forest-900/10 bg-white p-2 text-forest-950 shadow-lift">
          {group.children.map((child) => (
            <li key={child.to}>
              <MenuItem item={child} />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

function MenuItem({ item, onNavigate }: { item: NavLinkItem; onNavigate?: () => void }) {
  const { t } = useApp();
  const body = (
    <>
      <span className="flex items-center gap-2 font-semibold">
        {item.label}
        {item.badge ? <Badge kind={item.badge.kind}>{item.badge.label}</Badge> : null}
        {item.external ? <ExternalArrow className="size-3.5 text-forest-600" /> : null}
      </span>
      {item.hint ? <span className="mt-0.5 block text-sm text-forest-800/75">{item.hint}</span> : null}
    </>
  );
  const className = "block rounded-xl px-4 py-3 transition-colors hover:bg-forest-50 focus-visible:bg-forest-50";
  if (item.external) {
    return (
      <a href={item.to} target="_blank" rel="noopener noreferrer" className={className}>
        {body}
        <span className="sr-only"> {t.meta.opensInNewTab}</span>
      </a>
    );
  }
  return (
    <Link to={item.to} className={className} onClick={onNavigate}>
      {body}
    </Link>
  );
}

function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, site } = useApp();
  const items = headerNav(t, site);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, onClose]);

  return (
    <nav
      id="mobile-menu"
      aria-label={t.meta.mainNav}
      hidden={!open}
      className="max-h-[calc(100dvh-4.5rem)] overflow-y-auto overscroll-contain border-t border-forest-900/10 bg-white text-forest-950 lg:hidden"
    >
      <ul className="container-site flex flex-col gap-1 py-4">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={onClose}
              className="flex items-center gap-2 rounded-xl px-3 py-3 text-lg font-semibold hover:bg-forest-50"
            >
              {item.label}
              {item.badge ? <Badge kind={item.badge.kind}>{item.badge.label}</Badge> : null}
            </Link>
            {isGroup(item) ? (
              <ul className="mb-2 ml-3 border-l border-forest-900/10 pl-3">
                {item.children.map((child) => (
                  <li key={child.to}>
                    <MenuItem item={child} onNavigate={onClose} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
        <li className="mt-3">
          <Link to={paths.contact} onClick={onClose} className={buttonClass("secondary", "lg", "w-full")}>
            {t.nav.contact}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
