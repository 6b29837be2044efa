import type { ReactNode } from "react";

/**
 * The note that a page is a preview, fixed along the bottom of the window: above the page it would
 * push the opening hero down, and the header, coloured for a hero under it, would sit on white
 * (issue V). So a preview is laid out exactly as the published page; app.css keeps room under the
 * footer for the bar.
 */
export function PreviewBar({ role, children }: { role: "note" | "status"; children: ReactNode }) {
  return (
    <div
      role={role}
      data-preview-bar=""
      className="fixed inset-x-0 bottom-0 z-50 border-t border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-950 shadow-lg"
    >
      {children}
    </div>
  );
}
