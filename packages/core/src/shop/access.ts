import { hasRole, isAdminOrAbove, type Actor } from "@intranet/contracts";
import { shopLimits, type AutoAwards, type ShopTranslations } from "@intranet/contracts/shop";
import { AppError, tenantOfPath } from "../platform";
import { db } from "./entities";
import type { ShopSettingsRecord } from "./settings.entity";

/** The settings as the services use them: the stored item or the defaults (name "Shop!"). */
export interface ShopSettings {
  clientId: string;
  name: string;
  currencyName: string;
  currencyShort: string;
  translations: ShopTranslations;
  icon: string;
  managers: string[];
  description: string;
  pic: string | null;
  autoAwards: Required<AutoAwards>;
  updatedAt: string | null;
}

const offRule = { enabled: false, amount: 0, achievement: null };

export const defaultAutoAwards = (): Required<AutoAwards> => ({
  thanks: { ...offRule },
  poll: { ...offRule },
  profile: { ...offRule },
  birthday: { ...offRule },
  idea: { ...offRule },
  anniversary: { ...offRule },
  years: [],
});

export function settingsOf(clientId: string, record: ShopSettingsRecord | null | undefined): ShopSettings {
  return {
    clientId,
    name: record?.name ?? shopLimits.defaultName,
    currencyName: record?.currencyName ?? shopLimits.defaultCurrencyName,
    currencyShort: record?.currencyShort ?? shopLimits.defaultCurrencyShort,
    translations: (record?.translations as ShopTranslations | undefined) ?? {},
    icon: record?.icon ?? "",
    managers: record?.managers ?? [],
    description: record?.description ?? "",
    pic: record?.pic ?? null,
    autoAwards: { ...defaultAutoAwards(), ...((record?.autoAwards as AutoAwards | undefined) ?? {}) },
    updatedAt: record?.updatedAt ?? null,
  };
}

/** One GetItem. */
export async function readSettings(clientId: string): Promise<ShopSettings> {
  const { data } = await db().entities.shopSettings.get({ clientId }).go();
  return settingsOf(clientId, data);
}

/** `{client}` of a path: only the company the caller acts in (a superadmin inside it included). */
export const inClient: (actor: Actor, client?: string) => string = tenantOfPath;

/** Shop managers run the shop; admins (and a superadmin inside the workspace) may too. */
export function canManage(actor: Actor, settings: Pick<ShopSettings, "managers">): boolean {
  return isAdminOrAbove(actor) || settings.managers.includes(actor.userId);
}

/** The caller's company and its settings, when the caller manages the shop; `common.no_access` otherwise. */
export async function managerIn(actor: Actor, client?: string): Promise<ShopSettings> {
  const clientId = inClient(actor, client);
  const settings = await readSettings(clientId);
  if (!canManage(actor, settings)) throw new AppError("common.no_access");
  return settings;
}

/** Buyers are employees of the company: the superadmin cannot buy (product-spec §6). */
export function canBuy(actor: Actor): boolean {
  return !hasRole(actor, "superadmin") && actor.homeTenantId === actor.tenantId;
}
