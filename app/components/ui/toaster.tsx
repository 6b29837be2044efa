import { Toaster as Sonner } from "sonner";

/** The toast outlet; toasts are "title: description" pairs from the spec's catalogue. */
export function Toaster() {
  return <Sonner position="bottom-right" richColors closeButton />;
}
