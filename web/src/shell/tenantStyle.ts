import type { ClientDesign } from "@intranet/contracts";

/**
 * The tenant's look (`client.design`, product-spec §3 Client) as CSS custom properties: colors
 * `primary`, `header`, `headerText`, `sidePanel`, `sidePanelText`; the header and side panel
 * images; the font. Unset values keep the theme's defaults.
 */
export function tenantStyle(design: ClientDesign | undefined): Record<string, string> {
  const colors = design?.colors ?? {};
  const variables: Record<string, string | undefined> = {
    "--tenant-primary": colors.primary,
    "--tenant-header-bg": colors.header,
    "--tenant-header-fg": colors.headerText,
    "--tenant-side-bg": colors.sidePanel,
    "--tenant-side-fg": colors.sidePanelText,
    "--tenant-header-image": design?.header ? `url("${encodeURI(design.header)}")` : undefined,
    "--tenant-side-image": design?.sidePanel ? `url("${encodeURI(design.sidePanel)}")` : undefined,
    "--tenant-font": design?.font ? `${JSON.stringify(design.font)}, var(--app-font)` : undefined,
  };
  return Object.fromEntries(Object.entries(variables).filter((entry): entry is [string, string] => !!entry[1]));
}
