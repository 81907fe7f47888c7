import type { AccrualView, ItemView, ShopView } from "@intranet/contracts/shop";

/** The shop's answers as the API gives them, for the module's component tests. */
export const shopView = (overrides: Partial<ShopView> = {}): ShopView => ({
  client_id: "c1",
  name: "Shop!",
  currencyName: "coin",
  currencyShort: "c",
  translations: {},
  icon: "",
  managers: [],
  description: "",
  pic: null,
  autoAwards: {} as ShopView["autoAwards"],
  canManage: false,
  canBuy: true,
  updatedAt: null,
  ...overrides,
});

export const itemView = (overrides: Partial<ItemView>): ItemView => ({
  _id: "i1",
  client_id: "c1",
  name: "Mug",
  description: "Ceramic",
  cost: 30,
  startAmount: 10,
  amount: 10,
  rest: 4,
  available: true,
  pics: [],
  sold: 6,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: null,
  ...overrides,
});

export const accrualView = (overrides: Partial<AccrualView>): AccrualView => ({
  _id: "a1",
  client_id: "c1",
  user: "u1",
  amount: 0,
  achievement: null,
  comment: "",
  publish: false,
  postId: null,
  author: null,
  source: "manual",
  cancelled: false,
  cancelledBy: null,
  cancelledAt: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  ...overrides,
});

export const balanceOf = (user: string, coins: number) => ({
  body: { user, client_id: "c1", coins, earned: coins, spent: 0, updatedAt: null },
});
