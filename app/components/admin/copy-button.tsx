import { Copy } from "lucide-react";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";

/**
 * Copies `text` to the clipboard and says so in a toast; where the browser refuses (no permission,
 * not a secure context), it says to select the text by hand, which the screens keep selectable.
 */
export function CopyButton({ text, what, label = "Copy" }: { text: string; what: string; label?: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success("Copied", { description: `The ${what} is on your clipboard.` });
    } catch {
      toast.error("Could not copy", { description: `Select the ${what} and copy it by hand.` });
    }
  }

  return (
    <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
      <Copy aria-hidden /> {label}
    </Button>
  );
}
