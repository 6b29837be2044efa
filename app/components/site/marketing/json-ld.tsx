import { useNonce } from "#app/lib/nonce.tsx";

/**
 * Structured data for search engines. The nonce keeps the strict CSP happy; "<" is escaped so a
 * value containing "</script>" cannot close the tag early.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser hides nonce values from the DOM, so the client never sees the server's value.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
