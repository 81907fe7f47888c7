import { allPages } from "../db";
import type { DataMigration } from "../migrations";
import { adoptAutoPosts } from "../posts";
import { db } from "./entities";
import { vacancyAnnouncement } from "./wall";

/**
 * The vacancies' data migrations (core/migrations). `vacancies.auto-posts`: a vacancy announced on
 * the wall before posts kept a kind gets its kind back (`vacancy.opened` with its title and link),
 * so it reads in each reader's language; a post edited since, or whose vacancy was renamed, keeps its
 * text (posts' adoptAutoPosts). A page of 100 vacancies, one BatchGet of their posts.
 */
export const migrations: readonly DataMigration[] = [
  {
    id: "vacancies.auto-posts",
    description: "Vacancy announcements written before posts kept a kind are read in each reader's language",
    async run(tenantId) {
      let adopted = 0;
      for await (const vacancies of allPages(db().entities.vacancy.query.byClient({ clientId: tenantId }))) {
        const announced = vacancies.flatMap((vacancy) =>
          vacancy.postId ? [{ postId: vacancy.postId, auto: vacancyAnnouncement(vacancy) }] : [],
        );
        if (announced.length) adopted += await adoptAutoPosts(tenantId, announced);
      }
      return adopted;
    },
  },
];
