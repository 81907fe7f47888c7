import { OverlayToaster, type Intent, type Toaster } from "@blueprintjs/core";

/** The pages' toasts (a document uploaded, a member removed…), at the top: one toaster for the app. */
let toaster: Promise<Toaster> | undefined;

export async function showToast(message: string, intent: Intent = "success"): Promise<void> {
  toaster ??= OverlayToaster.create({ position: "top", maxToasts: 3 });
  (await toaster).show({ message, intent, icon: intent === "danger" ? "error" : "tick", timeout: 5000 });
}
