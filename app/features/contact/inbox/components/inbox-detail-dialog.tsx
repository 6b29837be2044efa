import { X } from "lucide-react";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import type { InboxSubmission } from "#app/features/contact/inbox/inbox-schema.ts";
import type { SubmissionFileSummary } from "#app/features/form-uploads/submission-file-summary.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { InboxDetail, type InboxWork } from "./inbox-detail.tsx";

interface InboxDetailDialogProps {
  submission: InboxSubmission;
  canWrite: boolean;
  /** The files that came with the message. */
  files?: readonly SubmissionFileSummary[];
  work: InboxWork;
  /** The list without the open message: where closing leads. */
  closeHref: string;
}

/**
 * The open message. With JavaScript a dialog (focus moves in, Escape closes, focus returns to View);
 * without it, the same details as a panel above the list, since a dialog needs script to open.
 */
export function InboxDetailDialog({ submission, canWrite, files, work, closeHref }: InboxDetailDialogProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const titleId = useId();
  // Opened by a link, not a Dialog trigger, so Radix has nothing to return focus to: remember what had it.
  const [openedFrom] = useState(() => (typeof document === "undefined" ? null : document.activeElement));
  const title = `Message from ${submission.name}`;

  if (!hydrated) {
    return (
      <Card role="region" aria-labelledby={titleId}>
        <CardHeader className="flex-row items-start justify-between gap-4">
          <CardTitle id={titleId} className="text-lg break-words">
            {title}
          </CardTitle>
          <Button asChild variant="ghost" size="sm">
            <Link to={closeHref}>
              <X aria-hidden /> Close
            </Link>
          </Button>
        </CardHeader>
        <CardContent>
          <InboxDetail submission={submission} canWrite={canWrite} files={files} work={work} />
        </CardContent>
      </Card>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) void navigate(closeHref, { preventScrollReset: true });
      }}
    >
      <DialogContent
        className="max-w-2xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (openedFrom instanceof HTMLElement && openedFrom.isConnected) openedFrom.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="pr-6 break-words">{title}</DialogTitle>
          <DialogDescription>A message sent through a contact form on the website.</DialogDescription>
        </DialogHeader>
        <InboxDetail submission={submission} canWrite={canWrite} files={files} work={work} />
      </DialogContent>
    </Dialog>
  );
}
