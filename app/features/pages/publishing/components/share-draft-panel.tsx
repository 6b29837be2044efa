import { Check, Copy, Link2, Loader2 } from "lucide-react";
import { useState } from "react";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { DEFAULT_PREVIEW_LINK_DAYS, PREVIEW_LINK_DAYS, type PreviewLinkSummary } from "#app/features/pages/publishing/page-publishing-schema.ts";
import { PublishingPopover } from "./publishing-popover.tsx";
import { usePublishingAction } from "./use-publishing-action.ts";
import { useEditorWords } from "#app/features/pages/editor/components/editor-words.ts";

interface ShareDraftPanelProps {
  pageId: string;
  links: readonly PreviewLinkSummary[];
  readOnly: boolean;
}

/**
 * Share draft, a panel of the publishing bar: a link that shows the page as last saved to someone
 * without an account, until it expires or is revoked. The link itself is shown once, right after it
 * is made (only its hash is kept).
 */
export function ShareDraftPanel({ pageId, links, readOnly }: ShareDraftPanelProps) {
  const words = useEditorWords();
  const create = usePublishingAction();
  const revoke = usePublishingAction();
  const [days, setDays] = useState(String(DEFAULT_PREVIEW_LINK_DAYS));
  const [copied, setCopied] = useState(false);
  const created = create.answer?.link;
  const revokingId = revoke.pending?.get("linkId");

  async function copy(url: string) {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  }

  return (
    <PublishingPopover
      label="Share"
      icon={Link2}
      title="Share draft"
      description={`A preview link shows this ${words.itemLower} as last saved, published or not, to anyone who has it. Search engines do not index it.`}
      pending={links.length > 0 ? `${links.length === 1 ? "1 preview link works" : `${links.length} preview links work`} now.` : null}
    >
      {readOnly ? null : (
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-32 flex-1 space-y-1">
            <Label htmlFor="preview-link-days">Link expires after</Label>
            <Select id="preview-link-days" value={days} onChange={(event) => setDays(event.target.value)}>
              {PREVIEW_LINK_DAYS.map((n) => (
                <option key={n} value={n}>
                  {n === 1 ? "1 day" : `${n} days`}
                </option>
              ))}
            </Select>
          </div>
          <Button
            type="button"
            disabled={create.busy}
            onClick={() => {
              setCopied(false);
              create.post({ intent: "share", pageId, days });
            }}
          >
            {create.busy ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden /> : null}
            Create preview link
          </Button>
        </div>
      )}
      {created ? (
        <div className="space-y-2 rounded-md border bg-muted/40 p-3">
          <Label htmlFor="preview-link-url">New preview link</Label>
          <div className="flex gap-2">
            <Input id="preview-link-url" readOnly value={created.url} onFocus={(event) => event.currentTarget.select()} className="min-w-0 flex-1 font-mono text-xs" />
            <Button type="button" variant="outline" size="icon" className="size-10 shrink-0" onClick={() => void copy(created.url)} aria-label="Copy preview link">
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">Copy it now: it is shown only once. It works until <LocalDateTime iso={created.expiresAt} />.</p>
        </div>
      ) : null}
      <div className="space-y-2">
        <h3 className="text-sm font-medium">Links that work now</h3>
        {links.length === 0 ? (
          <p className="text-sm text-muted-foreground">None.</p>
        ) : (
          <ul className="divide-y text-sm" aria-label="Preview links">
            {links.map((link) => (
              <li key={link.id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="truncate">{link.createdByEmail ?? "Unknown"}</p>
                  <p className="text-muted-foreground">
                    Expires <LocalDateTime iso={link.expiresAt} />
                  </p>
                </div>
                {readOnly ? null : (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={revokingId === link.id}
                    onClick={() => revoke.post({ intent: "revoke-share", pageId, linkId: link.id })}
                  >
                    Revoke
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </PublishingPopover>
  );
}
