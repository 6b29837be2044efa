import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import type { SiteLanguage } from "../schema.ts";

/** How many moves the card lists before it says how many more there are. */
const LISTED = 12;

interface DefaultLanguageConfirmationProps {
  language: SiteLanguage;
  current: SiteLanguage;
  /** Every published address that would change (features/pages previewDefaultLanguage). */
  moves: ReadonlyArray<{ from: string; to: string; locale: string; takenOver: boolean }>;
}

/**
 * The step before a new default language: what moves, where, and that the old addresses redirect,
 * so an Admin does not move the whole site by a stray click. Cancel is a link back to the list.
 */
export function DefaultLanguageConfirmation({ language, current, moves }: DefaultLanguageConfirmationProps) {
  const busy = useNavigation().state === "submitting";
  const count = moves.length === 1 ? "1 address will move" : `${moves.length} addresses will move`;
  return (
    <Card className="border-primary" role="region" aria-labelledby="make-default-title">
      <CardHeader>
        <CardTitle id="make-default-title">Make {language.englishName} the default language?</CardTitle>
        <CardDescription>
          {language.nativeName} will be served at the addresses without a prefix (<span className="font-mono">/services</span>) and {current.englishName} under{" "}
          <span className="font-mono">/{current.urlPrefix}</span>. {count}; visitors and search engines are redirected.
        </CardDescription>
      </CardHeader>
      {moves.length > 0 ? (
        <CardContent>
          <ul className="space-y-1 text-sm" aria-label="Addresses that will move">
            {moves.slice(0, LISTED).map((move) => (
              <li key={`${move.locale}${move.from}`} className="flex flex-wrap items-baseline gap-x-2 break-all">
                <span className="font-mono">{move.from}</span>
                <span aria-hidden="true">→</span>
                <span className="sr-only">moves to</span>
                <span className="font-mono">{move.to}</span>
                {move.takenOver ? <span className="text-muted-foreground">(the old address shows the {language.englishName} page)</span> : null}
              </li>
            ))}
          </ul>
          {moves.length > LISTED ? <p className="mt-2 text-sm text-muted-foreground">and {moves.length - LISTED} more.</p> : null}
        </CardContent>
      ) : null}
      <CardFooter className="flex flex-wrap gap-2">
        <Form method="post" action="?">
          <input type="hidden" name="intent" value="make-default" />
          <input type="hidden" name="tag" value={language.tag} />
          <Button type="submit" disabled={busy}>
            {busy ? "Moving..." : `Make ${language.englishName} the default`}
          </Button>
        </Form>
        <Button asChild variant="outline">
          <Link to=".">Cancel</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
