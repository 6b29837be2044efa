import { BRAND } from "#app/lib/brand.ts";
import { cn } from "#app/lib/utils.ts";

/** A logo from the media library, as the theme serves it (features/theme: a variant with its size). */
export interface LogoImage {
  src: string;
  width: number;
  height: number;
}

/**
 * The wordmark: a check in a shield beside the brand name, or the theme's logo image
 * (docs/decisions/050-theme-model.md). `name`: the company name from the site settings on public
 * pages; the built-in brand elsewhere. `darkImage`: the version for dark backgrounds, which app.css
 * shows instead while the header sits over a dark photo.
 */
export function Logo({ className, inverted = false, name = BRAND, image, darkImage }: { className?: string; inverted?: boolean; name?: string; image?: LogoImage | null; darkImage?: LogoImage | null }) {
  if (image) {
    return (
      <span className={cn("inline-flex items-center", className)}>
        <img src={image.src} width={image.width} height={image.height} alt={name} className={cn("h-8 w-auto max-w-48 object-contain", darkImage && "logo-on-light")} />
        {darkImage ? <img src={darkImage.src} width={darkImage.width} height={darkImage.height} alt={name} className="logo-on-dark hidden h-8 w-auto max-w-48 object-contain" /> : null}
      </span>
    );
  }
  return (
    <span className={cn("inline-flex items-center gap-2 text-xl font-bold tracking-tight", className)}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <path d="M16 2 4 6.5v8.7c0 7.4 5.1 13.6 12 15.8 6.9-2.2 12-8.4 12-15.8V6.5Z" fill={inverted ? "#fff" : "currentColor"} className={inverted ? "" : "text-primary"} />
        <path d="m10 16.5 4.2 4.2L22.5 12" fill="none" stroke={inverted ? "#1e3a8a" : "#fff"} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={inverted ? "text-white" : "text-foreground"}>{name}</span>
    </span>
  );
}
