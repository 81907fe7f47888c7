import type { Actor } from "@intranet/contracts";
import type {
  AchievementDeleted,
  AchievementPage,
  AchievementView,
  CreateAchievementBody,
  UpdateAchievementBody,
} from "@intranet/contracts/shop";
import { isConditionFailure } from "../db";
import { AppError, newId } from "../platform";
import { inClient, managerIn } from "./access";
import type { ShopAchievementRecord } from "./achievement.entity";
import { db } from "./entities";
import { checkPicture } from "./pictures";
import { achievementView } from "./views";

export async function requireAchievement(clientId: string, achievementId: string): Promise<ShopAchievementRecord> {
  const { data } = await db().entities.shopAchievement.get({ clientId, achievementId }).go();
  if (!data) throw new AppError("shop.achievement_not_found");
  return data;
}

/** GET /api/shop/achievements/{client}: one Query. */
export async function listAchievements(actor: Actor, client: string): Promise<AchievementPage> {
  const clientId = inClient(actor, client);
  const { data } = await db().entities.shopAchievement.query.byClient({ clientId }).go({ pages: "all" });
  return { items: data.map(achievementView) };
}

/** POST /api/shop/{client}/achievements (managers). */
export async function createAchievement(
  actor: Actor,
  client: string,
  body: CreateAchievementBody,
): Promise<AchievementView> {
  const { clientId } = await managerIn(actor, client);
  const pic = await checkPicture(actor, clientId, body.pic, null);
  const achievement: ShopAchievementRecord = {
    clientId,
    achievementId: newId(),
    name: body.name,
    description: body.description,
    ...(pic ? { pic } : {}),
    createdAt: new Date().toISOString(),
  };
  await db().entities.shopAchievement.create(achievement).go();
  return achievementView(achievement);
}

/** PUT /api/shop/{client}/achievements (managers). */
export async function updateAchievement(
  actor: Actor,
  client: string,
  body: UpdateAchievementBody,
): Promise<AchievementView> {
  const { clientId } = await managerIn(actor, client);
  const current = await requireAchievement(clientId, body._id);
  const pic = await checkPicture(actor, clientId, body.pic, current.pic);
  const next: ShopAchievementRecord = {
    ...current,
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    updatedAt: new Date().toISOString(),
  };
  if (pic) next.pic = pic;
  else delete next.pic;
  try {
    await db()
      .entities.shopAchievement.put(next)
      .where((attributes, { exists }) => exists(attributes.achievementId))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError("shop.achievement_not_found");
    throw error;
  }
  return achievementView(next);
}

/** DELETE /api/shop/achievements/{id} (managers): accruals keep the achievement's name. */
export async function deleteAchievement(actor: Actor, achievementId: string): Promise<AchievementDeleted> {
  const { clientId } = await managerIn(actor);
  await requireAchievement(clientId, achievementId);
  await db().entities.shopAchievement.delete({ clientId, achievementId }).go();
  return { _id: achievementId, deleted: true };
}
