import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";

/** The message a loader or action error carries: `{ message }` from the server, else its status text. */
function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    if (typeof data === "object" && data !== null && typeof (data as { message?: unknown }).message === "string") return (data as { message: string }).message;
    return error.statusText || `HTTP ${error.status}`;
  }
  return error instanceof Error ? error.message : "Unknown error";
}

/**
 * When the editor cannot open: a page that does not exist ("Error: Failed to load page: …", spec
 * section 8), or a Viewer on /admin/pages/new (403, with the permission message). Shown inside the
 * admin shell, with the way back.
 */
export function PageEditorError({ error }: { error: unknown }) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const message = errorMessage(error);
  const title = forbidden ? "Access denied" : "Error";
  const description = forbidden ? message : `Failed to load page: ${message}`;

  useEffect(() => {
    toast.error(title, { description });
  }, [title, description]);

  return (
    <div className="space-y-4 rounded-xl border bg-card p-6 shadow-sm">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{description}</p>
      <Button asChild variant="outline">
        <Link to="/admin/pages">
          <ArrowLeft aria-hidden />
          Back to Pages
        </Link>
      </Button>
    </div>
  );
}
