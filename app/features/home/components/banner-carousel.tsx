import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { BANNER_AUTOPLAY_MS, BANNER_SLIDE_MS } from "@domain/store";
import { ChevronLeftIcon, ChevronRightIcon } from "~/components/ui/icons";
import { useT } from "~/lib/i18n/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import { usePrefersReducedMotion } from "~/lib/use-reduced-motion";
import { BANNERS, BANNER_SIZE, bannerSrc, bannerSrcSet } from "../banners";

const SIZES = "(min-width: 1280px) 1248px, calc(100vw - 24px)";
const SWIPE_PX = 40;

/**
 * The home banner carousel (SPEC §2.3): advances every 3000 ms with a 500 ms slide, loops
 * seamlessly (a copy of the first slide follows the last), has previous/next buttons, and any
 * banner leads to /products. It pauses while pointed at or focused, and does not move by
 * itself for visitors who ask for reduced motion.
 */
export function BannerCarousel() {
  const t = useT();
  const count = BANNERS.length;
  const slides = [...BANNERS, BANNERS[0]];
  const [index, setIndex] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const touchX = useRef<number | null>(null);
  const smooth = !reducedMotion;
  // The server's HTML (until the page's code has run) carries the first
  // picture alone: the others would be fetched with it, before the page is up, yet nothing
  // can show them until the carousel moves, which takes this code.
  const live = useHydrated();

  const next = useCallback(() => {
    setAnimate(true);
    setIndex((i) => (smooth ? Math.min(i + 1, count) : (i + 1) % count));
  }, [count, smooth]);

  const prev = useCallback(() => {
    if (!smooth) {
      setIndex((i) => (i - 1 + count) % count);
      return;
    }
    if (index === 0) {
      // Jump unseen to the copy of the first slide, then slide back to the last one.
      setAnimate(false);
      setIndex(count);
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          setAnimate(true);
          setIndex(count - 1);
        }),
      );
    } else {
      setAnimate(true);
      setIndex(index - 1);
    }
  }, [count, index, smooth]);

  useEffect(() => {
    if (paused || reducedMotion) return;
    const timer = setTimeout(next, BANNER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [index, paused, reducedMotion, next]);

  function onTransitionEnd() {
    if (index === count) {
      setAnimate(false);
      setIndex(0);
    }
  }

  const visible = index % count;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("home.banners.label")}
      className="relative overflow-hidden rounded-2xl bg-brand-700"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const start = touchX.current;
        const end = e.changedTouches[0]?.clientX;
        touchX.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
        if (end < start) next();
        else prev();
      }}
    >
      <div
        className="flex"
        style={{
          transform: `translateX(-${index * 100}%)`,
          transition: animate && smooth ? `transform ${BANNER_SLIDE_MS}ms ease-in-out` : "none",
        }}
        onTransitionEnd={onTransitionEnd}
      >
        {slides.map((banner, i) => {
          const isCopy = i === count;
          const current = i === index;
          return (
            <div
              key={`${banner.kind}-${i}`}
              className="w-full shrink-0"
              role={isCopy ? undefined : "group"}
              aria-roledescription={isCopy ? undefined : "slide"}
              aria-label={isCopy ? undefined : t("home.banners.slide", { index: i + 1, count })}
              aria-hidden={!current || isCopy || undefined}
              inert={!current || isCopy || undefined}
            >
              <Link to="/products" className="block">
                {i > 0 && !live ? (
                  <span
                    role="img"
                    aria-label={t(banner.alt)}
                    className="block aspect-[8/3] w-full"
                  />
                ) : (
                  <img
                    src={bannerSrc(banner.kind, 1280)}
                    srcSet={bannerSrcSet(banner.kind)}
                    sizes={SIZES}
                    width={BANNER_SIZE.width}
                    height={BANNER_SIZE.height}
                    alt={t(banner.alt)}
                    loading={i === 0 ? "eager" : "lazy"}
                    // The rest wait their turn behind the page's own code.
                    fetchPriority={i === 0 ? "high" : "low"}
                    decoding={i === 0 ? "sync" : "async"}
                    className="aspect-[8/3] w-full object-cover"
                  />
                )}
              </Link>
            </div>
          );
        })}
      </div>
      <button
        type="button"
        onClick={prev}
        aria-label={t("home.banners.previous")}
        className="absolute bottom-2 left-2 flex h-8 w-8 items-center justify-center rounded-full bg-white/85 text-gray-800 shadow hover:bg-white sm:bottom-auto sm:top-1/2 sm:h-11 sm:w-11 sm:-translate-y-1/2"
      >
        <ChevronLeftIcon />
      </button>
      <button
        type="button"
        onClick={next}
        aria-label={t("home.banners.next")}
        className="absolute bottom-2 right-2 flex h-8 w-8 items-center justify-center rounded-full bg-white/85 text-gray-800 shadow hover:bg-white sm:bottom-auto sm:top-1/2 sm:h-11 sm:w-11 sm:-translate-y-1/2"
      >
        <ChevronRightIcon />
      </button>
      <div
        className="absolute inset-x-0 bottom-4 flex justify-center gap-1.5 sm:bottom-3"
        aria-hidden="true"
      >
        {/* Each dot keeps its box; the current one grows by transform, so the strip never
            moves (a width change would count as a layout shift on every slide). */}
        {BANNERS.map((banner, i) => (
          <span
            key={banner.kind}
            className={`h-1.5 w-3 rounded-full transition-transform ${i === visible ? "scale-x-[1.67] bg-white" : "scale-x-50 bg-white/60"}`}
          />
        ))}
      </div>
    </section>
  );
}
