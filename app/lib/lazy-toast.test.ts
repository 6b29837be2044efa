import { describe, expect, it, vi } from "vitest";
import { subscribeToToastRequest, toast, toastRequested } from "./lazy-toast.ts";

describe("lazy toasts", () => {
  it("load sonner with the first toast, tell the outlet once, and reach sonner's toast list", async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToastRequest(listener);
    expect(toastRequested()).toBe(false);

    toast.success("Message sent", { description: "We'll get back to you as soon as possible." });
    expect(toastRequested()).toBe(true);
    toast.error("Something went wrong", { description: "Please try again later." });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();

    const { toast: sonner } = await import("sonner");
    await vi.waitFor(() => expect(sonner.getHistory()).toHaveLength(2));
    expect(sonner.getHistory()).toEqual([
      expect.objectContaining({ title: "Message sent", type: "success", description: "We'll get back to you as soon as possible." }),
      expect.objectContaining({ title: "Something went wrong", type: "error", description: "Please try again later." }),
    ]);
  });
});
