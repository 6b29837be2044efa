import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "#app/components/ui/alert-dialog.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";

interface ConfirmDialogProps {
  /** Open while true, for a dialog opened from elsewhere; leave out with `trigger`. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The control that opens the dialog (a button), for a dialog that manages its own state. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  cancelLabel?: ReactNode;
  confirmLabel: ReactNode;
  /** Runs when the confirm button is pressed; the dialog then closes. */
  onConfirm: () => void;
  /** Runs when Cancel is pressed or Escape closes the dialog, for a dialog controlled without `onOpenChange`. */
  onCancel?: () => void;
  /** Styles the confirm button as destructive (deleting, removing). */
  destructive?: boolean;
}

/** A question that must be answered before something happens: title, description, Cancel and a confirm button. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  cancelLabel = "Cancel",
  confirmLabel,
  onConfirm,
  onCancel,
  destructive = false,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent onEscapeKeyDown={onCancel ? () => onCancel() : undefined}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onCancel ? () => onCancel() : undefined}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction className={destructive ? buttonVariants({ variant: "destructive" }) : undefined} onClick={() => onConfirm()}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
