import { OverlayToaster, type Intent, type Toaster } from "@blueprintjs/core";

/** The groups' toasts (joined, request sent, member removed…), at the top of the page. */
let toaster: Promise<Toaster> | undefined;

export async function showGroupsToast(message: string, intent: Intent = "success"): Promise<void> {
  toaster ??= OverlayToaster.create({ position: "top", maxToasts: 3 });
  (await toaster).show({ message, intent, icon: intent === "danger" ? "error" : "tick", timeout: 5000 });
}
