import { ExternalLink, Pencil } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/** A list row's way to the editor: Edit for those who may change it, Open (read-only) for Viewers. */
export function EditRowLink({ to, title, canWrite }: { to: string; title: string; canWrite: boolean }) {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={to}>
        <Pencil aria-hidden /> {canWrite ? "Edit" : "Open"}
        <span className="sr-only"> {title}</span>
      </Link>
    </Button>
  );
}

/** A list row's published page, in a new tab. */
export function ViewRowLink({ href, title }: { href: string; title: string }) {
  return (
    <Button asChild variant="ghost" size="sm">
      <a href={href} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden /> View
        <span className="sr-only"> {title} (opens in a new tab)</span>
      </a>
    </Button>
  );
}
