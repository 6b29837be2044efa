import { useEffect, useMemo, useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { flashFrom, type Flash } from "#app/lib/toast-messages.ts";

/**
 * Shows the notice a redirect left in the query string (`?flash=…`) as a toast, then takes it out
 * of the address bar so a reload does not announce it again. Returns it too, for the page to show
 * as text: without JavaScript the toast never appears. `item`: on a collection's screens its item's
 * kind ("Article"), which the page editor's notices name instead of "page".
 */
export function useFlashToast(item: string | null = null): Flash | null {
  const [searchParams] = useSearchParams();
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const flash = useMemo(() => flashFrom(searchParams, item), [searchParams, item]);
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    if (!flash || shownFor.current === key) return;
    shownFor.current = key;
    (flash.tone === "error" ? toast.error : toast.success)(flash.title, { description: flash.description });
    const rest = new URLSearchParams(searchParams);
    rest.delete("flash");
    rest.delete("error");
    const search = rest.toString();
    void navigate({ pathname, search: search ? `?${search}` : "" }, { replace: true, preventScrollReset: true });
  }, [flash, key, navigate, pathname, searchParams]);

  return flash;
}
