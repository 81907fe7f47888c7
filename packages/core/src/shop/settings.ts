import { isAdminOrAbove, type Actor } from "@intranet/contracts";
import type { ShopSettingsBody, ShopTranslations, ShopView } from "@intranet/contracts/shop";
import { AppError } from "../platform";
import { notActiveAmong } from "../users";
import { inClient, managerIn, readSettings, type ShopSettings } from "./access";
import { db } from "./entities";
import { checkPicture } from "./pictures";
import { shopView } from "./views";

/** GET /api/shop/byClient/{client}: the settings, or the defaults (name "Shop!") when never saved. */
export async function getShop(actor: Actor, client: string): Promise<ShopView> {
  return shopView(actor, await readSettings(inClient(actor, client)));
}

/**
 * PUT /api/shop: managers and admins change the settings; the managers themselves only admins.
 * Managers must be active people of the company.
 */
export async function saveShop(actor: Actor, body: ShopSettingsBody): Promise<ShopView> {
  const current = await managerIn(actor);
  const { clientId } = current;
  if (body.managers && !isAdminOrAbove(actor)) throw new AppError("common.no_access");
  if (body.managers?.length) await checkPeople(clientId, body.managers);
  const pic = await checkPicture(actor, clientId, body.pic, current.pic);
  const next: ShopSettings = {
    ...current,
    ...definedOf(body),
    translations: body.translations ? withoutEmpty(body.translations) : current.translations,
    pic: pic ?? null,
    autoAwards: { ...current.autoAwards, ...(body.autoAwards ?? {}) } as ShopSettings["autoAwards"],
    updatedAt: new Date().toISOString(),
  };
  await db()
    .entities.shopSettings.put({
      clientId,
      name: next.name,
      currencyName: next.currencyName,
      currencyShort: next.currencyShort,
      translations: next.translations,
      icon: next.icon,
      managers: next.managers,
      description: next.description,
      ...(next.pic ? { pic: next.pic } : {}),
      autoAwards: next.autoAwards,
      awardsIndex: hasDateAwards(next) ? "1" : "0",
      updatedAt: next.updatedAt!,
    })
    .go();
  return shopView(actor, next);
}

function definedOf(body: ShopSettingsBody) {
  const { name, currencyName, currencyShort, icon, managers, description } = body;
  return Object.fromEntries(
    Object.entries({ name, currencyName, currencyShort, icon, managers, description }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as Partial<ShopSettings>;
}

/** Translations as stored: a blank text means "use the default", so it is left out. */
function withoutEmpty(translations: ShopTranslations): ShopTranslations {
  const kept = (entries: object) =>
    Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined && value !== ""));
  return Object.fromEntries(
    Object.entries(translations).map(([language, texts]) => [
      language,
      kept({ ...texts, currency: texts?.currency ? kept(texts.currency) : undefined }),
    ]),
  ) as ShopTranslations;
}

/** Whether the daily job has anything to do for this shop. */
export function hasDateAwards(settings: Pick<ShopSettings, "autoAwards">): boolean {
  const { birthday, anniversary, profile, years } = settings.autoAwards;
  return Boolean(birthday?.enabled || anniversary?.enabled || profile?.enabled || years?.length);
}

/** Managers must be active people of this company (the users door's one check); the first other is named. */
async function checkPeople(clientId: string, userIds: string[]): Promise<void> {
  const [userId] = await notActiveAmong(clientId, userIds);
  if (userId) throw new AppError("common.user_not_found", {}, { userId });
}
