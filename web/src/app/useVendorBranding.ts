import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { applyFavicon, type VendorVariant } from "./vendor";

/** The vendor's title (in the current language) and favicon on the browser tab. */
export function useVendorBranding(variant: VendorVariant): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = t(variant.titleKey);
    applyFavicon(variant);
  }, [t, i18n.language, variant]);
}
