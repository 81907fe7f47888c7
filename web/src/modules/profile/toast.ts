import { OverlayToaster, type Intent, type Toaster } from "@blueprintjs/core";

/** The profile's toasts (a document uploaded or deleted, the HR reset), at the top of the page. */
let toaster: Promise<Toaster> | undefined;

export async function showProfileToast(message: string, intent: Intent = "success"): Promise<void> {
  toaster ??= OverlayToaster.create({ position: "top", maxToasts: 3 });
  (await toaster).show({ message, intent, icon: intent === "danger" ? "error" : "tick", timeout: 5000 });
}
