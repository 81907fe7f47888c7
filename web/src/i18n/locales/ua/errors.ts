import type { ErrorMessages } from "../../types";
import { common } from "./errors/common";
import { auth } from "./errors/auth";
import { files } from "./errors/files";
import { users } from "./errors/users";
import { clients } from "./errors/clients";
import { wall } from "./errors/wall";
import { widgets } from "./errors/widgets";
import { notifications } from "./errors/notifications";
import { shop } from "./errors/shop";
import { search } from "./errors/search";
import { structure } from "./errors/structure";
import { exports } from "./errors/exports";
import { hrImport } from "./errors/hrImport";
import { groups } from "./errors/groups";
import { polls } from "./errors/polls";
import { mood } from "./errors/mood";
import { calendar } from "./errors/calendar";
import { tags } from "./errors/tags";
import { articles } from "./errors/articles";
import { vacancies } from "./errors/vacancies";
import { chat } from "./errors/chat";
import { pending } from "./errors/pending";

/**
 * The error catalogue in Ukrainian, composed from one file per contracts module (`errors/<module>.ts`,
 * typed by that module's codes): a module adds its file and one line here.
 */
export const errors: ErrorMessages = {
  ...common,
  ...auth,
  ...files,
  ...users,
  ...clients,
  ...wall,
  ...widgets,
  ...notifications,
  ...shop,
  ...search,
  ...structure,
  ...exports,
  ...hrImport,
  ...groups,
  ...polls,
  ...mood,
  ...calendar,
  ...tags,
  ...articles,
  ...vacancies,
  ...chat,
  ...pending,
};
