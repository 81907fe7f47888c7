import type { ClientDesign } from "@intranet/contracts";

/** Every variable of the tenant's look, unset values as undefined. */
function tenantVariables(design: ClientDesign | undefined): Record<string, string | undefined> {
  const colors = design?.colors ?? {};
  return {
    "--tenant-primary": colors.primary,
    "--tenant-header-bg": colors.header,
    "--tenant-header-fg": colors.headerText,
    "--tenant-side-bg": colors.sidePanel,
    "--tenant-side-fg": colors.sidePanelText,
    "--tenant-header-image": design?.header ? `url("${encodeURI(design.header)}")` : undefined,
    "--tenant-side-image": design?.sidePanel ? `url("${encodeURI(design.sidePanel)}")` : undefined,
    "--tenant-font": design?.font ? `${JSON.stringify(design.font)}, var(--app-font)` : undefined,
  };
}

/**
 * The tenant's look (`client.design`, product-spec §3 Client) as CSS custom properties: colors
 * `primary`, `header`, `headerText`, `sidePanel`, `sidePanelText`; the header and side panel
 * images; the font. Unset values keep the theme's defaults.
 */
export function tenantStyle(design: ClientDesign | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tenantVariables(design)).filter((entry): entry is [string, string] => !!entry[1]),
  );
}

/**
 * The same variables for a preview of a design inside the page (the superadmin's design tab): an
 * unset value is `initial`, so the preview shows the theme's default rather than the look of the
 * company the page itself is in.
 */
export function tenantPreviewStyle(design: ClientDesign | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(tenantVariables(design)).map(([name, value]) => [name, value ?? "initial"]));
}
