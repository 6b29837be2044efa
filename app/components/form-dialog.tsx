import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";

interface FormDialogProps {
  /** Where the button links without JavaScript: the page with the form inline. */
  href: string;
  /** The button's content. */
  trigger: ReactNode;
  title: string;
  description: string;
  /** The last action result; each new one that `succeeded` closes the dialog. */
  result: unknown;
  succeeded: boolean;
  /** The form, given the dialog's Cancel button for its footer. */
  children: (cancel: ReactNode) => ReactNode;
  /** The button's look, when the screen has a main action beside it. */
  variant?: "default" | "outline";
  /** A wider dialog, for a form with a report under it. */
  wide?: boolean;
}

/**
 * A button and a dialog with a form. The button is a link to `href`, where the page shows the form
 * inline; with JavaScript the click opens the dialog instead. A successful submission closes the
 * dialog; a refused one keeps it open with the errors.
 */
export function FormDialog({ href, trigger, title, description, result, succeeded, children, variant, wide }: FormDialogProps) {
  const [open, setOpen] = useState(false);
  const [handled, setHandled] = useState(result);
  if (result !== handled) {
    setHandled(result);
    if (succeeded) setOpen(false);
  }

  return (
    <>
      <Button asChild variant={variant}>
        <Link
          to={href}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          {trigger}
        </Link>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className={wide ? "sm:max-w-2xl" : undefined}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children(
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>,
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The same form on the page itself, for the no-JavaScript link: a card whose Cancel goes back to `cancelHref`. */
export function InlineFormCard({ title, description, cancelHref, children }: { title: string; description: string; cancelHref: string; children: (cancel: ReactNode) => ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {children(
          <Button asChild variant="outline">
            <Link to={cancelHref}>Cancel</Link>
          </Button>,
        )}
      </CardContent>
    </Card>
  );
}
