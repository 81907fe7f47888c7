import type { ErrorMessages } from "../error-map";
import type { ideasErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA's English texts derive from them). */
export const ideasErrorMessages: ErrorMessages<typeof ideasErrors> = {
  "ideas.not_found": "Idea not found",
  "ideas.no_access": "Only the ideas' recipients may do this",
  "ideas.title_required": "Give the idea a title",
  "ideas.process_required": "Name the process the idea is about",
  "ideas.flaw_required": "Describe what is wrong with it now",
  "ideas.change_required": "Describe the change you propose",
  "ideas.result_required": "Describe the result you expect",
  "ideas.too_long": "The text is too long",
  "ideas.too_many_files": "An idea takes at most 5 files",
  "ideas.bad_file": "A file is missing or not yours",
  "ideas.reason_required": "Give the reason for declining",
  "ideas.bad_status": "The idea cannot move to this status",
  "ideas.text_required": "Write a comment",
  "ideas.too_many_comments": "This idea has reached its number of comments",
  "ideas.too_many_recipients": "Choose at most 20 recipients",
  "ideas.own_idea": "You cannot vote for your own idea",
  "ideas.already_voted": "You already support this idea",
  "ideas.not_voted": "You do not support this idea yet",
  "ideas.already_changed": "Someone has changed this idea meanwhile: it is reloaded",
  "ideas.send_failed": "The idea could not be sent",
};
