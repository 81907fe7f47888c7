import type { Intent } from "@blueprintjs/core";
import { lazyToaster } from "./toaster";

/** The pages' toasts (a document uploaded, a member removed…), at the top: one toaster for the app. */
const toaster = lazyToaster({ position: "top", maxToasts: 3 });

export async function showToast(message: string, intent: Intent = "success"): Promise<void> {
  (await toaster.get()).show({ message, intent, icon: intent === "danger" ? "error" : "tick", timeout: 5000 });
}
