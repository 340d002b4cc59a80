// Product images are stored once per content hash, at a few widths, all WebP:
//   /media/<hash>.webp       the large one (MEDIA_LARGE_WIDTH), the URL kept in product.image
//   /media/<hash>-<w>.webp   each smaller width in MEDIA_WIDTHS
// Pages derive srcset from the stored URL, so the API keeps SPEC §3's plain URL arrays.

export const MEDIA_WIDTHS = [320, 640] as const;
export const MEDIA_LARGE_WIDTH = 640;

const MEDIA_URL = /^\/media\/([0-9a-f]{16,64})\.webp$/;

export function mediaUrl(hash: string, width: number = MEDIA_LARGE_WIDTH): string {
  return width === MEDIA_LARGE_WIDTH ? `/media/${hash}.webp` : `/media/${hash}-${width}.webp`;
}

/** The hash behind a stored media URL, or null for any other URL. */
export function mediaHash(url: string): string | null {
  return MEDIA_URL.exec(url)?.[1] ?? null;
}

/** A srcset for a stored media URL; undefined for foreign URLs (shown as they are). */
export function mediaSrcSet(url: string): string | undefined {
  const hash = mediaHash(url);
  if (!hash) return undefined;
  return MEDIA_WIDTHS.map((w) => `${mediaUrl(hash, w)} ${w}w`).join(", ");
}
