import "i18next";
import type { ModuleResources } from "../generated/i18nResources";
import type { shared } from "../shared/i18n/en";
import type { sso } from "../auth/sso/i18n/en";
import type { invitation } from "../auth/invitation/i18n/en";
import type { twoFactor } from "../auth/twoFactor/i18n/en";
import type { menu } from "../shell/menu/i18n/en";
import type { ui } from "./locales/en/ui";
import type { ErrorMessages } from "./types";

/**
 * The platform's namespaces: the shell's `ui` (the default; the login route loads it), the shared
 * error catalogue, the menu's entries and module names (`menu`, loaded with the shell) and the
 * pieces shared by modules (`shared`), the single sign-on screens' (`sso`, loaded on that path).
 */
interface PlatformResources {
  ui: typeof ui;
  errors: ErrorMessages;
  menu: typeof menu;
  shared: typeof shared;
  sso: typeof sso;
  invitation: typeof invitation;
  twoFactor: typeof twoFactor;
}

/** Typed keys per namespace: the platform's, and one per web module (its manifest key, `npm run gen`). */
interface Resources extends PlatformResources, ModuleResources {}

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "ui";
    resources: Resources;
  }
}
