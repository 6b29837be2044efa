import { Badge } from "#app/components/ui/badge.tsx";

/** Beside the status of a message whose form asked for the proof-of-work challenge and got no valid solution (decision 046). */
export function InboxUnverifiedBadge({ unverified }: { unverified: boolean }) {
  if (!unverified) return null;
  return (
    <Badge variant="outline" title="Sent without a valid proof-of-work solution: no JavaScript, or a forged, expired or reused one. It may be spam.">
      Unverified
    </Badge>
  );
}
