/**
 * The shop: coins, items, achievements, accruals, purchases, balances, statistics and auto-awards
 * (product-spec §2 shop tabs, §3 Shop/Item/Achievement/Accrual, §4, §6, §9; rules-calls-errors-spec
 * §5 Shop, §7 Shop and analytics coins, §8 Shop). Shared by the API and the SPA.
 */
import * as z from "zod/mini";
import { fileIdSchema } from "../files/schemas";
import { idSchema, isoDateSchema } from "../validation";

/** Server-side limits of the shop (the spec names only the picture hint and the default name). */
export const shopLimits = {
  defaultName: "Shop!",
  defaultCurrencyName: "coin",
  defaultCurrencyShort: "c",
  /** Item picture hint (product-spec §9): 200 wide, 360 high. */
  itemPicture: { width: 200, height: 360 },
  nameMax: 100,
  shortMax: 10,
  iconMax: 64,
  descriptionMax: 2000,
  commentMax: 1000,
  maxPics: 10,
  maxManagers: 50,
  maxCost: 1_000_000,
  maxAmount: 1_000_000,
  maxAccrual: 1_000_000,
  /** Rows of top items / top receivers in shop/stats. */
  topMax: 10,
  /** Longest period of shop/stats and analytics/coins, in days. */
  periodMaxDays: 366,
  balancesPageMax: 500,
  ordersPageMax: 100,
} as const;

const count = (max: number) => z.number().check(z.int("common.validation"), z.gte(0, "common.validation"), z.lte(max));
const positive = (max: number) =>
  z.number().check(z.int("common.validation"), z.gte(1, "common.validation"), z.lte(max, "common.validation"));
const name = z.string().check(z.trim(), z.minLength(1, "common.empty_fields"), z.maxLength(shopLimits.nameMax));
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const picsSchema = z.pipe(
  z.array(fileIdSchema).check(z.maxLength(shopLimits.maxPics, "common.validation")),
  z.transform((ids) => [...new Set(ids)]),
);

export const clientParamsSchema = z.object({ client: idSchema });
export const shopIdParamsSchema = z.object({ id: idSchema });
export const userParamsSchema = z.object({ user: idSchema });
export const addStockParamsSchema = z.object({
  id: idSchema,
  amount: z.pipe(z.coerce.number(), positive(shopLimits.maxAmount)),
});

/** Auto-award kinds (product-spec §9); each pays `amount` coins and/or gives `achievement`. */
export const autoAwardKinds = ["thanks", "poll", "profile", "birthday", "idea", "anniversary"] as const;
export const autoAwardKindSchema = z.enum(autoAwardKinds);
export type AutoAwardKind = z.infer<typeof autoAwardKindSchema>;

export const autoAwardRuleSchema = z.object({
  enabled: z._default(z.boolean(), false),
  amount: z._default(count(shopLimits.maxAccrual), 0),
  achievement: z.optional(z.nullable(idSchema)),
});
export type AutoAwardRule = z.infer<typeof autoAwardRuleSchema>;

/** A periodic award by years worked: on the work anniversary at which `years` are reached. */
export const yearsAwardSchema = z.object({
  years: positive(60),
  amount: z._default(count(shopLimits.maxAccrual), 0),
  achievement: z.optional(z.nullable(idSchema)),
});
export type YearsAward = z.infer<typeof yearsAwardSchema>;

export const autoAwardsSchema = z.object({
  thanks: z.optional(autoAwardRuleSchema),
  poll: z.optional(autoAwardRuleSchema),
  profile: z.optional(autoAwardRuleSchema),
  birthday: z.optional(autoAwardRuleSchema),
  idea: z.optional(autoAwardRuleSchema),
  anniversary: z.optional(autoAwardRuleSchema),
  years: z.optional(z.array(yearsAwardSchema).check(z.maxLength(20))),
});
export type AutoAwards = z.infer<typeof autoAwardsSchema>;

const shortCode = z.string().check(z.trim(), z.minLength(1, "common.empty_fields"), z.maxLength(shopLimits.shortMax));
/** An optional text of a translation: empty means "not translated" (the default applies). */
const optionalText = (max: number) => z.optional(text(max));

/** The currency's word in one language, one per plural form the language uses (coins.ts). */
export const currencyFormsSchema = z.object({
  one: optionalText(shopLimits.nameMax),
  few: optionalText(shopLimits.nameMax),
  many: optionalText(shopLimits.nameMax),
  other: optionalText(shopLimits.nameMax),
});
/** The shop's name, currency words and short code in one language; what is left out reads the default. */
export const shopLanguageTextsSchema = z.object({
  name: optionalText(shopLimits.nameMax),
  currency: z.optional(currencyFormsSchema),
  short: optionalText(shopLimits.shortMax),
});
export const shopTranslationsSchema = z.object({
  en: z.optional(shopLanguageTextsSchema),
  ru: z.optional(shopLanguageTextsSchema),
  ua: z.optional(shopLanguageTextsSchema),
});
export type ShopTranslations = z.infer<typeof shopTranslationsSchema>;

/** PUT /api/shop: the caller's company shop settings (admins and shop managers); only given fields change. */
export const shopSettingsBodySchema = z.object({
  name: z.optional(name),
  currencyName: z.optional(name),
  currencyShort: z.optional(shortCode),
  /** The name, the currency (per plural form) and its code in each language, over the defaults above. */
  translations: z.optional(shopTranslationsSchema),
  icon: z.optional(text(shopLimits.iconMax)),
  /** Shop managers (admins only may change them). */
  managers: z.optional(
    z.pipe(
      z.array(idSchema).check(z.maxLength(shopLimits.maxManagers)),
      z.transform((ids) => [...new Set(ids)]),
    ),
  ),
  description: z.optional(text(shopLimits.descriptionMax)),
  /** An uploaded picture (module `shop`), or null to remove it. */
  pic: z.optional(z.nullable(fileIdSchema)),
  autoAwards: z.optional(autoAwardsSchema),
});
export type ShopSettingsBody = z.infer<typeof shopSettingsBodySchema>;

/** POST /api/shop/{client}/shop_items. `amount` is the start amount (stock); `rest` starts equal to it. */
export const createItemBodySchema = z.object({
  name,
  description: z._default(text(shopLimits.descriptionMax), ""),
  cost: positive(shopLimits.maxCost),
  amount: count(shopLimits.maxAmount),
  available: z._default(z.boolean(), true),
  pics: z._default(picsSchema, []),
});
export type CreateItemBody = z.infer<typeof createItemBodySchema>;

/** PUT /api/shop/{client}/shop_items: `_id` names the item; stock changes through `add/{amount}`. */
export const updateItemBodySchema = z.object({
  _id: idSchema,
  name: z.optional(name),
  description: z.optional(text(shopLimits.descriptionMax)),
  cost: z.optional(positive(shopLimits.maxCost)),
  available: z.optional(z.boolean()),
  pics: z.optional(picsSchema),
});
export type UpdateItemBody = z.infer<typeof updateItemBodySchema>;

export const itemSorts = ["name", "cost", "rest", "createdAt"] as const;
/** GET /api/shop/{client}/shop_items?sort=&order= (default newest first). */
export const itemsQuerySchema = z.object({
  sort: z._default(z.enum(itemSorts), "createdAt"),
  order: z._default(z.enum(["asc", "desc"]), "desc"),
});
export type ItemsQuery = z.infer<typeof itemsQuerySchema>;

/** POST /api/shop/{client}/achievements. */
export const createAchievementBodySchema = z.object({
  name,
  description: z._default(text(shopLimits.descriptionMax), ""),
  pic: z.optional(z.nullable(fileIdSchema)),
});
export type CreateAchievementBody = z.infer<typeof createAchievementBodySchema>;

/** PUT /api/shop/{client}/achievements: `_id` names the achievement. */
export const updateAchievementBodySchema = z.object({
  _id: idSchema,
  name: z.optional(name),
  description: z.optional(text(shopLimits.descriptionMax)),
  pic: z.optional(z.nullable(fileIdSchema)),
});
export type UpdateAchievementBody = z.infer<typeof updateAchievementBodySchema>;

/** POST /api/shop/accrue: an amount or an achievement (or both) to a person (rules spec §5 Shop). */
export const accrueBodySchema = z
  .object({
    user: idSchema,
    amount: z.optional(positive(shopLimits.maxAccrual)),
    achievement: z.optional(idSchema),
    comment: z._default(text(shopLimits.commentMax), ""),
    /** Publish a post on the company wall. */
    publish: z._default(z.boolean(), false),
  })
  .check(z.refine((body) => body.amount !== undefined || body.achievement !== undefined, "shop.accrual_error"));
export type AccrueBody = z.infer<typeof accrueBodySchema>;

/** POST /api/shop/buy: one unit of one item. */
export const buyBodySchema = z.object({ item: idSchema });
export type BuyBody = z.infer<typeof buyBodySchema>;

export const orderStatuses = ["new", "handed_out"] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** GET /api/shop/orders/{client}: managers see every order, others only their own (`mine` forced). */
export const ordersQuerySchema = z.object({
  status: z.optional(z.enum(orderStatuses)),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(shopLimits.ordersPageMax)), 50),
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

/** GET /api/shop/accruals/{client}?user=: a person's accruals (their achievements on the profile). */
export const accrualsQuerySchema = z.object({
  user: z.optional(idSchema),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(shopLimits.ordersPageMax)), 50),
});
export type AccrualsQuery = z.infer<typeof accrualsQuerySchema>;

/** GET /api/balances/{client}. */
export const balancesQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(2000))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(shopLimits.balancesPageMax)), 100),
});
export type BalancesQuery = z.infer<typeof balancesQuerySchema>;

/** A period, both days included (UTC dates); default the last 30 days. */
export const periodQuerySchema = z.object({
  dateFrom: z.optional(isoDateSchema),
  dateTo: z.optional(isoDateSchema),
});
export type PeriodQuery = z.infer<typeof periodQuerySchema>;
