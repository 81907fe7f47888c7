import type { AwardingModule } from "../manifest";
import type { AutoAwardKind, AutoAwards, OrderStatus, ShopTranslations } from "./schemas";

/** The answer shapes of the shop's routes, its realtime events and its bus events. */

/**
 * A stored picture: the file id (uploaded with `POST /api/upload` module `shop`, then confirmed);
 * the SPA gets a presigned GET with `GET /api/files/{fileId}/url` (any member of the company).
 * `url` is filled only when an answer includes one (none do yet).
 */
export interface ShopPicture {
  fileId: string;
  url?: string;
}

export interface ShopView {
  client_id: string;
  name: string;
  currencyName: string;
  currencyShort: string;
  /** The name, currency words and code per language (coins.ts formats every amount with them). */
  translations: ShopTranslations;
  icon: string;
  managers: string[];
  description: string;
  pic: ShopPicture | null;
  autoAwards: Required<AutoAwards>;
  /** Whether the caller manages the shop (a manager or an admin). */
  canManage: boolean;
  /** Whether the caller may buy (the superadmin may not). */
  canBuy: boolean;
  updatedAt: string | null;
}

export interface ItemView {
  _id: string;
  client_id: string;
  name: string;
  description: string;
  cost: number;
  /** Stock at creation. */
  startAmount: number;
  /** Stock ever put in (start amount plus every add). */
  amount: number;
  /** Stock left. */
  rest: number;
  available: boolean;
  pics: ShopPicture[];
  /** Units sold. */
  sold: number;
  createdAt: string;
  updatedAt: string | null;
}

export interface ItemPage {
  items: ItemView[];
}

export interface ItemRest {
  _id: string;
  rest: number;
  available: boolean;
}

export interface ItemDeleted {
  _id: string;
  deleted: true;
}

export interface AchievementView {
  _id: string;
  client_id: string;
  name: string;
  description: string;
  pic: ShopPicture | null;
  createdAt: string;
}

export interface AchievementPage {
  items: AchievementView[];
}

export interface AchievementDeleted {
  _id: string;
  deleted: true;
}

/** A module's key (`awards` in the manifest): its own award, e.g. an onboarding step (paid through `payModuleAward`). */
export type AccrualSource = "manual" | AutoAwardKind | "years" | AwardingModule;

export interface AccrualView {
  _id: string;
  client_id: string;
  user: string;
  amount: number;
  achievement: { _id: string; name: string } | null;
  comment: string;
  publish: boolean;
  /** The wall post, when published. */
  postId: string | null;
  /** Who accrued it (null for an auto-award). */
  author: string | null;
  source: AccrualSource;
  cancelled: boolean;
  /** Who cancelled it and when (null while it stands). */
  cancelledBy: string | null;
  cancelledAt: string | null;
  createdAt: string;
}

export interface AccrualPage {
  items: AccrualView[];
  cursor: string | null;
}

export interface AccrualCancelled {
  _id: string;
  cancelled: true;
  /** The recipient's balance afterwards. */
  balance: number;
}

export interface OrderView {
  _id: string;
  client_id: string;
  user: string;
  item: { _id: string; name: string };
  cost: number;
  status: OrderStatus;
  createdAt: string;
  handedOutAt: string | null;
  handedOutBy: string | null;
}

export interface OrderPage {
  items: OrderView[];
  cursor: string | null;
}

/** POST /api/shop/buy: the order and the buyer's balance afterwards. */
export interface PurchaseView {
  order: OrderView;
  balance: number;
}

export interface BalanceView {
  user: string;
  client_id: string;
  /** Coins held now. */
  coins: number;
  /** Coins ever received (accruals minus cancellations). */
  earned: number;
  /** Coins ever spent on purchases. */
  spent: number;
  updatedAt: string | null;
}

export interface BalancePage {
  items: BalanceView[];
  cursor: string | null;
}

export interface NullifyResult {
  /** Balances set to zero. */
  nullified: number;
}

/** GET /api/shop/stats and GET /api/analytics/coins/{client}: one period (UTC days, both included). */
export interface CoinsDay {
  date: string;
  issued: number;
  spent: number;
  /** Coins taken back by cancellations and nullifications. */
  withdrawn: number;
}

export interface ShopStats {
  dateFrom: string;
  dateTo: string;
  issued: number;
  spent: number;
  withdrawn: number;
  orders: number;
  topItems: Array<{ item: string; name: string; count: number; coins: number }>;
  topReceivers: Array<{ user: string; coins: number }>;
}

export interface CoinsAnalytics {
  dateFrom: string;
  dateTo: string;
  issued: number;
  spent: number;
  withdrawn: number;
  days: CoinsDay[];
}

/** Bus event details (`shop.*`). */
export interface ShopAccruedDetail {
  accrualId: string;
  userId: string;
  amount: number;
  achievementId: string | null;
  achievementName: string | null;
  comment: string;
  authorId: string | null;
  source: AccrualSource;
  balance: number;
}

export interface ShopPurchasedDetail {
  orderId: string;
  userId: string;
  itemId: string;
  itemName: string;
  cost: number;
  balance: number;
  managers: string[];
}

export interface ShopOrderHandedOutDetail {
  orderId: string;
  userId: string;
  itemName: string;
}
