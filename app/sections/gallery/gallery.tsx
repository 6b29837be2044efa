import { Picture } from "#app/components/picture.tsx";
import { usePageCatalog } from "#app/components/site/page-catalog.ts";
import { m } from "#app/paraglide/messages.js";
import type { SectionRendererProps } from "../section-types.ts";
import type { GallerySection } from "./schema.ts";

/**
 * A grid of images. Every tile has a fixed 4:3 box, so images arriving late (they load lazily)
 * never shift the text around them. Below the page's first section they yield to its opening image.
 */
export function GalleryRenderer({ section }: SectionRendererProps<GallerySection>) {
  const catalog = usePageCatalog();
  if (section.images.length === 0) return null;
  return (
    <section aria-label={m.a11y_image_gallery({}, { locale: catalog })} className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-4 md:grid-cols-3">
        {section.images.map((image) => (
          <li key={image.id} className="overflow-hidden rounded-xl bg-muted">
            <Picture
              src={image.url}
              alt={image.alt}
              sizes="(min-width: 1280px) 405px, (min-width: 768px) 31vw, 46vw"
              box={{ width: 800, height: 600 }}
              yieldsToOpening={section.order > 0}
              className="aspect-[4/3] size-full object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
