import type { Vendor } from "@intranet/contracts";

/** The vendor variants of product-spec §1: they differ in page title, favicon and system avatar. */
export interface VendorVariant {
  /** i18n key of the page title. */
  titleKey: `vendor.${Vendor}`;
  favicon: string;
  systemAvatar: string;
}

export const vendorVariants: Record<Vendor, VendorVariant> = {
  default: { titleKey: "vendor.default", favicon: "/favicon.svg", systemAvatar: "/system-avatar.svg" },
  yandex: { titleKey: "vendor.yandex", favicon: "/favicon-yandex.svg", systemAvatar: "/system-avatar-yandex.svg" },
};

/** Sets the tab's favicon (the title follows the language, see useVendorBranding). */
export function applyFavicon(variant: VendorVariant): void {
  let link = document.querySelector<HTMLLinkElement>("link[rel='icon']");
  if (!link) {
    link = document.createElement("link");
    link.rel = "icon";
    document.head.appendChild(link);
  }
  link.href = variant.favicon;
}

/** A vendor this build knows (`vendorVariants` has an entry for every contract vendor). */
export function isVendor(value: unknown): value is Vendor {
  return typeof value === "string" && Object.hasOwn(vendorVariants, value);
}
