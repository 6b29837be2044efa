import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

const MINIMUM = 0.1;
const SPEED_MS = 300;
const TRICKLE_MS = 200;

/** A thin bar across the top while a navigation loads: starts at 10%, creeps on, completes and fades. */
export function RouteProgress() {
  const busy = useNavigation().state !== "idle";
  const [trickle, setTrickle] = useState(0);
  const [wasBusy, setWasBusy] = useState(busy);
  const [finishing, setFinishing] = useState(false);

  // The navigation just ended: run the bar to the end before it fades.
  if (busy !== wasBusy) {
    setWasBusy(busy);
    setFinishing(!busy);
  }

  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => setTrickle((t) => t + (0.85 - t) * 0.2), TRICKLE_MS);
    return () => {
      clearInterval(timer);
      setTrickle(0);
    };
  }, [busy]);

  useEffect(() => {
    if (!finishing) return;
    const timer = setTimeout(() => setFinishing(false), SPEED_MS);
    return () => clearTimeout(timer);
  }, [finishing]);

  const progress = busy ? MINIMUM + trickle : finishing ? 1 : 0;
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5">
      <div
        className="route-progress h-full origin-left bg-highlight"
        style={{ transform: `scaleX(${progress})`, opacity: busy || finishing ? 1 : 0 }}
      />
    </div>
  );
}
