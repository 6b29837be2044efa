import { CheckCircle2, MailQuestion, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";

interface NewsletterLinkPageProps {
  heading: string;
  /** "done" after a change, "problem" for an unusable link, "question" while the button waits. */
  tone: "done" | "problem" | "question";
  children: ReactNode;
  /** The button that makes the change (a POST to `action`), when there is one to make. */
  button?: { label: string; busyLabel: string; action: string };
}

const ICONS = { done: CheckCircle2, problem: TriangleAlert, question: MailQuestion } as const;
const ICON_COLOURS = { done: "text-success", problem: "text-destructive", question: "text-primary" } as const;

/**
 * The page behind a link from a newsletter e-mail (confirm, unsubscribe): what the link is about
 * and, while there is something to do, one button. The button POSTs, because mail scanners and
 * link previews open every link in an e-mail: a GET must change nothing.
 */
export function NewsletterLinkPage({ heading, tone, children, button }: NewsletterLinkPageProps) {
  const Icon = ICONS[tone];
  return (
    <section className="px-4 pb-20 pt-28 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-xl rounded-xl border bg-card p-8 text-center shadow-sm">
        <Icon className={`mx-auto size-10 ${ICON_COLOURS[tone]}`} aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1>
        <div role={tone === "question" ? undefined : "status"} className="mt-4 space-y-3 text-muted-foreground">
          {children}
        </div>
        {button ? (
          // A plain POST; with JavaScript the button shows its busy label while the page loads (app/site-enhance/forms.ts).
          <form method="post" action={button.action} className="mt-8">
            <Button type="submit" size="lg" data-busy-label={button.busyLabel}>
              {button.label}
            </Button>
          </form>
        ) : null}
      </div>
    </section>
  );
}
