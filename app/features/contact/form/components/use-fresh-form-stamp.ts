import { useEffect, useRef, useState, type RefObject } from "react";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { FORM_STAMP_PATH } from "../form-fields.ts";

/**
 * The signed "form shown at" time a public form sends for the spam check. The page's own stamp
 * (`pageStamp`, from the loader) is as old as the cached copy of the page (decision 012), so on the
 * visitor's first interaction with the form this asks the server for a fresh one, for the moment
 * the form was shown (decision 013). Until it arrives, or if it never does, the page's stamp stays:
 * the form always sends, and is then checked as leniently as without JavaScript.
 * `ref` goes on the hidden input, which finds its form.
 */
export function useFreshFormStamp(pageStamp: string): { ref: RefObject<HTMLInputElement | null>; value: string } {
  const ref = useRef<HTMLInputElement>(null);
  // Shown with the server's HTML (hydrating) or mounted by a navigation inside the app.
  const hydrated = useHydrated();
  const [shownWithPage] = useState(!hydrated);
  const [fresh, setFresh] = useState<{ pageStamp: string; stamp: string } | null>(null);

  useEffect(() => {
    const form = ref.current?.form;
    if (!form || pageStamp === "") return;
    // performance.now() counts from the start of the page load, when the server's HTML was on its way.
    let shownAt = shownWithPage ? 0 : performance.now();
    let asked = false;
    const controller = new AbortController();

    const ask = () => {
      if (asked) return;
      asked = true;
      const query = new URLSearchParams({ page: pageStamp, shown: String(Math.round(performance.now() - shownAt)) });
      fetch(`${FORM_STAMP_PATH}?${query}`, { cache: "no-store", signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ stamp?: unknown }>) : null))
        .then((answer) => {
          if (typeof answer?.stamp === "string") setFresh({ pageStamp, stamp: answer.stamp });
        })
        .catch(() => {
          // Offline or aborted: the page's stamp stays.
        });
    };
    // A form emptied after a send is a new fill: measured from now, and asked for again on first use.
    const restart = () => {
      shownAt = performance.now();
      asked = false;
      setFresh(null);
    };
    form.addEventListener("focusin", ask);
    form.addEventListener("input", ask);
    form.addEventListener("reset", restart);
    return () => {
      controller.abort();
      form.removeEventListener("focusin", ask);
      form.removeEventListener("input", ask);
      form.removeEventListener("reset", restart);
    };
  }, [pageStamp, shownWithPage]);

  return { ref, value: fresh?.pageStamp === pageStamp ? fresh.stamp : pageStamp };
}
