import type {
  AccrualView,
  AchievementView,
  BalanceView,
  ItemView,
  OrderView,
  ShopPicture,
  ShopView,
} from "@intranet/contracts/shop";
import type { Actor } from "@intranet/contracts";
import { canBuy, canManage, type ShopSettings } from "./access";
import type { ShopAccrualRecord } from "./accrual.entity";
import type { ShopAchievementRecord } from "./achievement.entity";
import type { ShopBalanceRecord } from "./balance.entity";
import type { ShopItemRecord } from "./item.entity";
import type { ShopOrderRecord } from "./order.entity";

/** Records → contract views. */
const picture = (fileId: string): ShopPicture => ({ fileId });

export const shopView = (actor: Actor, settings: ShopSettings): ShopView => ({
  client_id: settings.clientId,
  name: settings.name,
  currencyName: settings.currencyName,
  currencyShort: settings.currencyShort,
  translations: settings.translations,
  icon: settings.icon,
  managers: settings.managers,
  description: settings.description,
  pic: settings.pic ? picture(settings.pic) : null,
  autoAwards: settings.autoAwards,
  canManage: canManage(actor, settings),
  canBuy: canBuy(actor),
  updatedAt: settings.updatedAt,
});

export const itemView = (item: ShopItemRecord): ItemView => ({
  _id: item.itemId,
  client_id: item.clientId,
  name: item.name,
  description: item.description,
  cost: item.cost,
  startAmount: item.startAmount,
  amount: item.amount,
  rest: item.rest,
  available: item.available,
  pics: item.pics.map(picture),
  sold: item.sold,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt ?? null,
});

export const achievementView = (achievement: ShopAchievementRecord): AchievementView => ({
  _id: achievement.achievementId,
  client_id: achievement.clientId,
  name: achievement.name,
  description: achievement.description,
  pic: achievement.pic ? picture(achievement.pic) : null,
  createdAt: achievement.createdAt,
});

export const accrualView = (accrual: ShopAccrualRecord): AccrualView => ({
  _id: accrual.accrualId,
  client_id: accrual.clientId,
  user: accrual.userId,
  amount: accrual.amount,
  achievement: accrual.achievementId ? { _id: accrual.achievementId, name: accrual.achievementName ?? "" } : null,
  comment: accrual.comment,
  publish: accrual.publish,
  postId: accrual.postId ?? null,
  author: accrual.authorId ?? null,
  source: accrual.source,
  cancelled: accrual.cancelled,
  cancelledBy: accrual.cancelledBy ?? null,
  cancelledAt: accrual.cancelledAt ?? null,
  createdAt: accrual.createdAt,
});

export const orderView = (order: ShopOrderRecord): OrderView => ({
  _id: order.orderId,
  client_id: order.clientId,
  user: order.userId,
  item: { _id: order.itemId, name: order.itemName },
  cost: order.cost,
  status: order.status,
  createdAt: order.createdAt,
  handedOutAt: order.handedOutAt ?? null,
  handedOutBy: order.handedOutBy ?? null,
});

export const balanceView = (clientId: string, userId: string, balance?: ShopBalanceRecord | null): BalanceView => ({
  user: userId,
  client_id: clientId,
  coins: balance?.coins ?? 0,
  earned: balance?.earned ?? 0,
  spent: balance?.spent ?? 0,
  updatedAt: balance?.updatedAt ?? null,
});
