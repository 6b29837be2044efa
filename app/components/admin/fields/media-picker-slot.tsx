import { createContext, use, type ReactNode } from "react";

/** What an image field takes from a library image staff chose. */
export interface PickedImage {
  /** The image's stored URL (lib/media-url.ts). */
  reference: string;
  alt: string;
  decorative: boolean;
}

export interface MediaPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (image: PickedImage) => void;
}

/**
 * The media library's picker, for the image fields and the rich text editor. Those are generic
 * widgets below the features (docs/conventions.md, "Layers"), so they do not import the media
 * feature: the admin layout (routes/admin/layout.tsx) puts the picker here for every admin screen.
 * Outside it (a unit test) the "from Library" buttons open nothing.
 */
export const MediaPickerSlot = createContext<((props: MediaPickerProps) => ReactNode) | null>(null);

/** The picker the slot holds, or nothing where none was given. */
export function MediaPicker(props: MediaPickerProps) {
  const renderPicker = use(MediaPickerSlot);
  return renderPicker ? renderPicker(props) : null;
}
