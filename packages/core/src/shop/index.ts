/** The shop module's door: what other modules and packages may use. */
export { accrue, cancelAccrual, listAccruals } from "./accruals";
export { createAchievement, deleteAchievement, listAchievements, updateAchievement } from "./achievements";
export { type AwardResult, handleAwardEvent, payModuleAward, runDailyAwards } from "./auto-awards";
export { balanceOf, getBalance, listBalances, nullifyBalances } from "./balances";
export { buy, hotItem, ordersOfUser, purchaseStats } from "./buy";
export { shopCommits } from "./commits";
export { shopEntities } from "./entities";
export {
  awardEventTypes,
  type IdeaAcceptedDetail,
  type PollAnsweredDetail,
  type ShopEvent,
  shopEventTypes,
} from "./events";
export { addStock, createItem, deleteItem, itemRest, listItems, updateItem } from "./items";
export { handleShopEvent } from "./notify";
export { handOutOrder, listOrders } from "./orders";
export { getShop, saveShop } from "./settings";
export { coinsAnalytics, shopStats } from "./stats";
