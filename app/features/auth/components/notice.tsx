import { AlertCircle, CheckCircle2 } from "lucide-react";
import { cn } from "#app/lib/utils.ts";

/** A notice as text on the page (a form's result, a notice after a redirect), for readers with or without JavaScript. */
export function Notice({ tone, title, children }: { tone: "success" | "error"; title?: string; children: React.ReactNode }) {
  const Icon = tone === "success" ? CheckCircle2 : AlertCircle;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex gap-2 rounded-md border p-3 text-sm",
        tone === "success" ? "border-success/40 bg-success/10 text-foreground" : "border-destructive/40 bg-destructive/10 text-destructive",
      )}
    >
      <Icon className={cn("mt-0.5 size-4 shrink-0", tone === "success" ? "text-success" : "text-destructive")} aria-hidden />
      <p>
        {title ? <strong className="font-semibold">{title}: </strong> : null}
        {children}
      </p>
    </div>
  );
}
