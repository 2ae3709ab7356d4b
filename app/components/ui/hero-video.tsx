import { useEffect, useRef, useState } from "react";
import { useApp } from "~/lib/app-context";

export interface HeroVideoSource {
  webm?: string;
  mp4: string;
  poster: string;
}

/**
 * Background video: muted, loop, inline, with a visible pause/play control. The document
 * carries only its poster: the video itself (0.5–0.9 MB) starts once the page has hydrated,
 * which happens after the first paint and the page's load (ADR 0006), so that on a slow
 * connection it never competes with the stylesheet, the font and the poster for the first paint.
 * It stays paused when the visitor asks for reduced motion.
 */
export function HeroVideo({ video }: { video: HeroVideoSource }) {
  const { t } = useApp();
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
    const apply = () => {
      if (reduce.matches) {
        el.pause();
        setPlaying(false);
      }
    };
    apply();
    if (!reduce.matches) void el.play().catch(() => setPlaying(false));
    reduce.addEventListener("change", apply);
    return () => reduce.removeEventListener("change", apply);
  }, []);

  function toggle() {
    const el = ref.current;
    if (!el) return;
    if (el.paused) {
      void el.play().catch(() => setPlaying(false));
      setPlaying(true);
    } else {
      el.pause();
      setPlaying(false);
    }
  }

  return (
    <>
      <video
        ref={ref}
        className="absolute inset-0 h-full w-full object-cover"
        preload="none"
        muted
        loop
        playsInline
        poster={video.poster}
        aria-hidden="true"
        tabIndex={-1}
      >
        {video.webm ? <source src={video.webm} type="video/webm" /> : null}
        <source src={video.mp4} type="video/mp4" />
        {t.video.fallback}
      </video>
      {/* Bottom left: bottom right is where the chat button floats, and on phones the hero ends at the viewport's bottom. */}
      <button
        type="button"
        onClick={toggle}
        aria-pressed={!playing}
        aria-label={playing ? t.video.pause : t.video.play}
        title={playing ? t.video.pause : t.video.play}
        className="absolute bottom-4 left-4 z-20 grid size-10 place-items-center rounded-full border border-white/30 bg-forest-950/50 text-white backdrop-blur transition hover:bg-forest-950/75 sm:bottom-6 sm:left-6"
      >
        {playing ? (
          <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
            <rect x="5" y="4" width="3.5" height="12" rx="1" />
            <rect x="11.5" y="4" width="3.5" height="12" rx="1" />
          </svg>
        ) : (
          <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
            <path d="M6 4.5v11a1 1 0 0 0 1.52.85l8.5-5.5a1 1 0 0 0 0-1.7l-8.5-5.5A1 1 0 0 0 6 4.5Z" />
          </svg>
        )}
      </button>
    </>
  );
}
