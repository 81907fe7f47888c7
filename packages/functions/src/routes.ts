import type { AreaRoute } from "@intranet/contracts/route";
import { systemRoutes } from "@intranet/contracts/system";
import { authRoutes } from "@intranet/contracts/auth";
import { clientsRoutes } from "@intranet/contracts/clients";
import { usersRoutes } from "@intranet/contracts/users";
import { filesRoutes } from "@intranet/contracts/files";
import { analyticsRoutes } from "@intranet/contracts/analytics";
import { postsRoutes } from "@intranet/contracts/wall";
import { notificationsRoutes } from "@intranet/contracts/notifications";
import { widgetsRoutes } from "@intranet/contracts/widgets";
import { shopRoutes } from "@intranet/contracts/shop";
import { searchRoutes } from "@intranet/contracts/search";
import { structureRoutes } from "@intranet/contracts/structure";
import { addressBookRoutes } from "@intranet/contracts/addressBook";
import { exportsRoutes } from "@intranet/contracts/exports";
import { hrImportRoutes } from "@intranet/contracts/hrImport";
import { profileImagesRoutes } from "@intranet/contracts/profileImages";
import { groupsRoutes } from "@intranet/contracts/groups";
import { pollsRoutes } from "@intranet/contracts/polls";
import { moodRoutes } from "@intranet/contracts/mood";
import { calendarRoutes } from "@intranet/contracts/calendar";
import { tagsRoutes } from "@intranet/contracts/tags";
import { articlesRoutes } from "@intranet/contracts/articles";
import { vacanciesRoutes } from "@intranet/contracts/vacancies";
import { chatRoutes } from "@intranet/contracts/chat";

/**
 * THE route table (DESIGN §3): every HTTP route once. Each module declares its routes in contracts
 * (`packages/contracts/src/<module>/routes.ts`, the area = the Lambda api/<area>.ts); the SST stack, the local gateway and the generic tests all
 * iterate this list, so a route added here is deployed, served and tested with no other change.
 */
const areas = [
  systemRoutes,
  authRoutes,
  clientsRoutes,
  usersRoutes,
  filesRoutes,
  analyticsRoutes,
  postsRoutes,
  notificationsRoutes,
  widgetsRoutes,
  shopRoutes,
  searchRoutes,
  structureRoutes,
  addressBookRoutes,
  exportsRoutes,
  hrImportRoutes,
  profileImagesRoutes,
  groupsRoutes,
  pollsRoutes,
  moodRoutes,
  calendarRoutes,
  tagsRoutes,
  articlesRoutes,
  vacanciesRoutes,
  chatRoutes,
];

export const routeTable: AreaRoute[] = areas.flatMap((area) => Object.values(area) as AreaRoute[]);

export const apiAreas: string[] = [...new Set(routeTable.map((route) => route.area))];
