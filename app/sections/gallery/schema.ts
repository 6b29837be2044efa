import { z } from "#app/lib/zod.ts";
import { imageUrl, itemId, itemList, newId, optionalText, sectionBase } from "#app/components/admin/fields/section-fields.ts";

export const GalleryImage = z.object({
  id: itemId,
  url: imageUrl("Image URL").refine((url) => url !== "", "Image URL is required."),
  alt: optionalText("Alt text"),
});
export type GalleryImage = z.infer<typeof GalleryImage>;

export const GallerySection = z.object({
  ...sectionBase,
  type: z.literal("gallery"),
  images: itemList(GalleryImage, "images"),
});
export type GallerySection = z.infer<typeof GallerySection>;

export function newGalleryImage(url = ""): GalleryImage {
  return { id: newId(), url, alt: "" };
}

export function galleryDefaults(order: number): GallerySection {
  return { id: newId(), type: "gallery", order, images: [] };
}
