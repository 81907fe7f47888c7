import type { Actor } from "@intranet/contracts";
import type { AccrualCancelled, AccrualPage, AccrualsQuery, AccrualView, AccrueBody } from "@intranet/contracts/shop";
import { named, ONCE, pageOf, writeTransaction, unexpectedCancellation } from "../db";
import { clientLanguage } from "../clients";
import { AppError, newId } from "../platform";
import { publishWallPost, wallCommits, wallPost } from "../posts";
import { findUser } from "../users";
import { canManage, inClient, managerIn, readSettings } from "./access";
import type { ShopAccrualRecord } from "./accrual.entity";
import { requireAchievement } from "./achievements";
import { balanceOf } from "./balances";
import { shopCommits } from "./commits";
import { db } from "./entities";
import { publish } from "./events";
import { movement } from "./ledger";
import { accrualView } from "./views";
import { accrualPost } from "./wall-texts";

/** POST /api/shop/accrue (managers): coins and/or an achievement, a comment, optionally a wall post. */
export async function accrue(actor: Actor, body: AccrueBody): Promise<AccrualView> {
  const settings = await managerIn(actor);
  const { clientId } = settings;
  // Coins a manager gives themselves leave no one to check them: another manager must.
  if (body.user === actor.userId) throw new AppError("shop.self_accrual");
  const [recipient, achievement, language] = await Promise.all([
    findUser(clientId, body.user),
    body.achievement ? requireAchievement(clientId, body.achievement) : undefined,
    body.publish ? clientLanguage(clientId) : undefined,
  ]);
  if (!recipient || recipient.status !== "active") throw new AppError("common.user_not_found");
  const accrual: ShopAccrualRecord = {
    clientId,
    accrualId: newId(),
    userId: body.user,
    amount: body.amount ?? 0,
    ...(achievement ? { achievementId: achievement.achievementId, achievementName: achievement.name } : {}),
    comment: body.comment,
    publish: body.publish,
    authorId: actor.userId,
    source: "manual",
    cancelled: false,
    createdAt: new Date().toISOString(),
  };
  const post = body.publish
    ? wallPost({
        clientId,
        authorId: actor.userId,
        auto: accrualPost(recipient, settings, accrual),
        language,
        mentions: [accrual.userId],
      })
    : undefined;
  if (post) accrual.postId = post.postId;
  const outcome = await writeTransaction(
    (entities) => [...shopCommits.accrual(entities, accrual), ...(post ? wallCommits.post(entities, post) : [])],
    ONCE,
  );
  if (!outcome.ok) throw outcome.conflicted ? new AppError("common.conflict") : new AppError("shop.accrual_error");
  await announceAccrual(accrual);
  // The recipient is told by the accrual's own notification, not again as a mention of the post.
  if (post) await publishWallPost(post, { mentionsNotified: true });
  return accrualView(accrual);
}

async function announceAccrual(accrual: ShopAccrualRecord): Promise<void> {
  const balance = await balanceOf(accrual.clientId, accrual.userId);
  await publish({
    type: "shop.accrued",
    tenantId: accrual.clientId,
    detail: {
      accrualId: accrual.accrualId,
      userId: accrual.userId,
      amount: accrual.amount,
      achievementId: accrual.achievementId ?? null,
      achievementName: accrual.achievementName ?? null,
      comment: accrual.comment,
      authorId: accrual.authorId ?? null,
      source: accrual.source,
      balance: balance.coins,
    },
  });
}

/**
 * An auto-award (thanks, poll, profile, birthday, idea, anniversary, years): its award key's guard
 * item is created in the same transaction, so a duplicate delivery or a job re-run pays nothing more.
 * Answers whether it paid now.
 */
export async function payAward(accrual: ShopAccrualRecord & { awardKey: string }): Promise<boolean> {
  const { clientId, awardKey, accrualId, createdAt } = accrual;
  const outcome = await writeTransaction((entities) => [
    named("award", entities.shopAwardGuard.create({ clientId, awardKey, accrualId, createdAt }).commit()),
    ...shopCommits.accrual(entities, accrual),
  ]);
  if (!outcome.ok) {
    if (outcome.failed("award")) return false;
    throw unexpectedCancellation(outcome, "paying an auto-award");
  }
  await announceAccrual(accrual);
  return true;
}

/**
 * DELETE /api/shop/accrue/{id} (managers): the accrual is marked cancelled and its coins taken back
 * in one transaction conditioned on the balance still holding them: refused with
 * `shop.coins_not_cancelled` (nothing changes) once they were spent.
 */
export async function cancelAccrual(actor: Actor, accrualId: string): Promise<AccrualCancelled> {
  const { clientId } = await managerIn(actor);
  const { data: accrual } = await db().entities.shopAccrual.get({ clientId, accrualId }).go();
  if (!accrual) throw new AppError("shop.accrual_not_found");
  if (accrual.cancelled) throw new AppError("shop.cancel_error");
  const { userId, amount } = accrual;
  const at = new Date().toISOString();
  const outcome = await writeTransaction((entities) => [
    named(
      "accrual",
      entities.shopAccrual
        .patch({ clientId, accrualId })
        .set({ cancelled: true, cancelledAt: at, cancelledBy: actor.userId })
        .where((attributes, { eq }) => eq(attributes.cancelled, false))
        .commit(),
    ),
    ...(amount > 0
      ? [
          named(
            "balance",
            entities.shopBalance
              .update({ clientId, userId })
              .add({ coins: -amount, earned: -amount })
              .set({ updatedAt: at })
              .where((attributes, { gte }) => gte(attributes.coins, amount))
              .commit(),
          ),
          named(
            "movement",
            entities.shopMovement
              .create(movement(clientId, "cancel", userId, amount, at, { refId: accrualId }))
              .commit(),
          ),
        ]
      : []),
  ]);
  if (!outcome.ok) {
    if (outcome.failed("balance")) throw new AppError("shop.coins_not_cancelled");
    if (outcome.failed("accrual")) throw new AppError("shop.cancel_error");
    throw new AppError("common.conflict");
  }
  const balance = await balanceOf(clientId, userId);
  await publish({
    type: "shop.accrual_cancelled",
    tenantId: clientId,
    detail: { accrualId, userId, amount, balance: balance.coins },
  });
  return { _id: accrualId, cancelled: true, balance: balance.coins };
}

/** GET /api/shop/accruals/{client}?user=: managers see everyone's, others their own or a person's achievements. */
export async function listAccruals(actor: Actor, client: string, query: AccrualsQuery): Promise<AccrualPage> {
  const clientId = inClient(actor, client);
  const settings = await readSettings(clientId);
  const manager = canManage(actor, settings);
  const accruals = db().entities.shopAccrual.query;
  const userId = query.user ?? (manager ? undefined : actor.userId);
  const base = userId ? accruals.byUser({ clientId, userId }) : accruals.byClient({ clientId });
  // Others' accruals: only their achievements (the profile shows them), never their coins history.
  const othersOnly = userId !== undefined && userId !== actor.userId && !manager;
  const page = await pageOf(
    othersOnly
      ? base.where(
          (attributes, { exists, eq }) => `${exists(attributes.achievementId)} AND ${eq(attributes.cancelled, false)}`,
        )
      : base,
    { cursor: query.cursor, size: query.limit, order: "desc", filtered: othersOnly },
  );
  const items = page.items.map(accrualView).map((view) => (othersOnly ? { ...view, amount: 0, comment: "" } : view));
  return { items, cursor: page.cursor };
}
