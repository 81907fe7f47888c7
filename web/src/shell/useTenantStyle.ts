import type { ClientDesign } from "@intranet/contracts";
import { useEffect } from "react";
import { tenantStyle } from "./tenantStyle";

/**
 * Puts the tenant's design variables on the document root, so that overlays rendered outside the
 * shell (the mobile main menu, dialogs) share the tenant's colors; removed when the shell goes.
 */
export function useTenantStyle(design: ClientDesign | undefined): void {
  useEffect(() => {
    const root = document.documentElement;
    const entries = Object.entries(tenantStyle(design));
    for (const [name, value] of entries) root.style.setProperty(name, value);
    return () => entries.forEach(([name]) => root.style.removeProperty(name));
  }, [design]);
}
