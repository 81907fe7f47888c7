import { registerEntities } from "../db";
import { ShopAccrualEntity } from "./accrual.entity";
import { ShopAchievementEntity } from "./achievement.entity";
import { ShopAwardGuardEntity } from "./award-guard.entity";
import { ShopBalanceEntity } from "./balance.entity";
import { ShopCoinDayEntity } from "./coin-day.entity";
import { ShopItemEntity } from "./item.entity";
import { ShopMovementEntity } from "./movement.entity";
import { ShopOrderEntity } from "./order.entity";
import { ShopSettingsEntity } from "./settings.entity";

/** The shop's entities under their (global, stable) service keys; its door exports the map. */
export const shopEntities = {
  shopSettings: ShopSettingsEntity,
  shopItem: ShopItemEntity,
  shopAchievement: ShopAchievementEntity,
  shopBalance: ShopBalanceEntity,
  shopAccrual: ShopAccrualEntity,
  shopOrder: ShopOrderEntity,
  shopMovement: ShopMovementEntity,
  shopCoinDay: ShopCoinDayEntity,
  shopAwardGuard: ShopAwardGuardEntity,
};

export type ShopEntities = typeof shopEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends ShopEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(shopEntities);
