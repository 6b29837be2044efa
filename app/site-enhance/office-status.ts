import { isOpenAt } from "#app/lib/opening-hours.ts";

const MINUTE_MS = 60_000;

/**
 * The Office Locations section's "Open now · 14:05 local time" (app/sections/office-locations): the
 * page is cached and shared, so whether an office is open is judged here, by the visitor's clock
 * against the office's zone and hours in its data- attributes, and kept current each minute.
 */
export function showOfficeStatus(): void {
  const lists = document.querySelectorAll<HTMLElement>("[data-office-labels]");
  if (lists.length === 0) return;
  const update = () => {
    const now = new Date();
    for (const list of lists) {
      for (const office of list.querySelectorAll<HTMLElement>("[data-office]")) writeStatus(list, office, now);
    }
  };
  update();
  setInterval(update, MINUTE_MS);
}

function writeStatus(list: HTMLElement, office: HTMLElement, now: Date): void {
  const status = office.querySelector<HTMLElement>("[data-office-status]");
  if (!status) return;
  const zone = office.dataset.timeZone ?? "";
  const hours = { openDays: (office.dataset.openDays ?? "").split(",").map(Number), opens: office.dataset.opens ?? "", closes: office.dataset.closes ?? "" };
  let open: boolean;
  let time: string;
  try {
    open = isOpenAt(hours, zone, now);
    time = new Intl.DateTimeFormat(office.dataset.office || undefined, { timeZone: zone, hour: "numeric", minute: "2-digit" }).format(now);
  } catch {
    // A zone this browser does not know: better no line than a wrong one.
    return;
  }
  const dot = document.createElement("span");
  dot.setAttribute("aria-hidden", "true");
  dot.className = open ? "me-1.5 inline-block size-2 rounded-full bg-success" : "me-1.5 inline-block size-2 rounded-full bg-muted-foreground";
  const label = document.createElement("span");
  label.className = open ? "font-semibold text-foreground" : "font-semibold";
  label.textContent = (open ? list.dataset.openLabel : list.dataset.closedLabel) ?? "";
  status.replaceChildren(dot, label, ` · ${(list.dataset.localTimeLabel ?? "{time}").replace("{time}", time)}`);
}
