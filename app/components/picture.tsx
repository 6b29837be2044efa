import { mediaWidths, parseMediaReference, variantUrl, type MediaFormat } from "#app/lib/media-url.ts";

interface PictureProps {
  /** A stored image URL: a library image's reference, or any other image URL (typed before the library existed). */
  src: string;
  alt: string;
  /** How wide the image is shown, for the browser to pick a file (the `sizes` attribute). */
  sizes: string;
  /** The largest image at the top of a page: loaded first (fetchpriority="high"), never lazily. */
  priority?: boolean;
  /**
   * Below a page's opening image: fetched at low priority, so that on a slow connection it does not
   * share the bandwidth with that image (the page's Largest Contentful Paint) even when it is in view.
   */
  yieldsToOpening?: boolean;
  className?: string;
  /** Class of the wrapping <picture> (it is display: contents unless given one). */
  pictureClassName?: string;
  /** Width and height for a URL outside the library, whose real size is unknown (the box's proportions). */
  box?: { width: number; height: number };
  /** A library image drawn narrower than its own width (sized in the HTML editor); the height keeps its proportions. */
  displayWidth?: number;
}

/**
 * How every staff-placed image reaches a page (conventions 15). A library image becomes a
 * <picture> with AVIF and WebP sources and a fallback in its own format, each at every width it
 * exists in, with its width and height so the page does not shift as it loads. Any other URL is a
 * plain <img>. Below the top of the page images load lazily.
 */
export function Picture({ src, alt, sizes, priority = false, yieldsToOpening = false, className, pictureClassName, box, displayWidth }: PictureProps) {
  const loading = priority ? "eager" : "lazy";
  const fetchPriority = priority ? "high" : yieldsToOpening ? "low" : "auto";
  const media = parseMediaReference(src);
  if (!media) return <img src={src} alt={alt} loading={loading} decoding="async" fetchPriority={fetchPriority} width={box?.width} height={box?.height} className={className} />;

  const widths = mediaWidths(media.width);
  const drawn = displayWidth && displayWidth < media.width ? { width: displayWidth, height: Math.max(1, Math.round((media.height * displayWidth) / media.width)) } : media;
  const srcSet = (format: MediaFormat) => widths.map((width) => `${variantUrl(media, width, format)} ${width}w`).join(", ");
  return (
    <picture className={pictureClassName ?? "contents"}>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={variantUrl(media, media.width, media.format)}
        srcSet={srcSet(media.format)}
        sizes={sizes}
        width={drawn.width}
        height={drawn.height}
        alt={alt}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        className={className}
      />
    </picture>
  );
}
