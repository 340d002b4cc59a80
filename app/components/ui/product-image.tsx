import { MEDIA_LARGE_WIDTH, mediaSrcSet } from "@domain/media";

export interface ProductImageProps {
  src: string | undefined;
  alt: string;
  /** The rendered width for the browser's pick from srcset, e.g. "(min-width: 768px) 25vw, 50vw". */
  sizes: string;
  /** Above the fold: load at once (and first) instead of lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A square product picture. Width and height are fixed so the grid never jumps while images
 * arrive over a slow connection; srcset lets a phone take the 320 px rendition.
 */
export function ProductImage({
  src,
  alt,
  sizes,
  priority = false,
  className = "",
}: ProductImageProps) {
  if (!src) {
    return (
      <div
        // An empty alt means the picture only decorates (the name is beside it): hidden from
        // screen readers, as an <img alt=""> would be.
        {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
        className={`flex aspect-square w-full items-center justify-center bg-gray-100 text-3xl font-bold text-gray-300 ${className}`}
      >
        {alt.slice(0, 1).toUpperCase()}
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={mediaSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={MEDIA_LARGE_WIDTH}
      height={MEDIA_LARGE_WIDTH}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={`aspect-square w-full object-contain ${className}`}
    />
  );
}
