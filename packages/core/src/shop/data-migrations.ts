import { allPages } from "../db";
import type { DataMigration } from "../migrations";
import { adoptAutoPosts } from "../posts";
import { getUsers } from "../users";
import { readSettings } from "./access";
import { db } from "./entities";
import { accrualPost } from "./wall-texts";

/**
 * The shop's data migrations (core/migrations). `shop.auto-posts`: an accrual published on the wall
 * before posts kept a kind gets its kind back (`shop.coins` or `shop.award`, the recipient as a
 * person, the amount in the company's currency words), so it reads in each reader's language and
 * name order; a post edited since, or whose words no longer match (a renamed person or currency),
 * keeps its text (posts' adoptAutoPosts). A page of 100 accruals, one BatchGet of their recipients
 * and one of their posts.
 */
export const migrations: readonly DataMigration[] = [
  {
    id: "shop.auto-posts",
    description: "Accrual posts written before posts kept a kind are read in each reader's language",
    async run(tenantId) {
      const settings = await readSettings(tenantId);
      let adopted = 0;
      for await (const accruals of allPages(db().entities.shopAccrual.query.byClient({ clientId: tenantId }))) {
        const published = accruals.filter((accrual) => accrual.postId);
        const recipients = new Map(
          (
            await getUsers(
              tenantId,
              published.map((accrual) => accrual.userId),
            )
          ).map((user) => [user.userId, user]),
        );
        const candidates = published.flatMap((accrual) => {
          const recipient = recipients.get(accrual.userId);
          return recipient ? [{ postId: accrual.postId!, auto: accrualPost(recipient, settings, accrual) }] : [];
        });
        if (candidates.length) adopted += await adoptAutoPosts(tenantId, candidates);
      }
      return adopted;
    },
  },
];
