import type { ClientDesign } from "@intranet/contracts";
import { useEffect } from "react";
import { tenantStyle } from "./tenantStyle";

/**
 * Puts the tenant's design variables on the document root, so that overlays rendered outside the
 * shell (the mobile main menu, dialogs) share the tenant's colors; removed when the shell goes.
 * `data-tenant-primary` marks a company with a primary colour of its own: shell.css then paints
 * Blueprint's primary buttons and the tabs' underline in it (without one they keep Blueprint's).
 */
export function useTenantStyle(design: ClientDesign | undefined): void {
  useEffect(() => {
    const root = document.documentElement;
    const entries = Object.entries(tenantStyle(design));
    for (const [name, value] of entries) root.style.setProperty(name, value);
    const primary = entries.some(([name]) => name === "--tenant-primary");
    if (primary) root.dataset.tenantPrimary = "";
    return () => {
      entries.forEach(([name]) => root.style.removeProperty(name));
      if (primary) delete root.dataset.tenantPrimary;
    };
  }, [design]);
}
