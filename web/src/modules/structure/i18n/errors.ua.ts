import type { structureErrors } from "@intranet/contracts/structure";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof structureErrors> = {
  "structure.name_required": "Вкажіть назву підрозділу",
  "structure.not_found": "Підрозділ не знайдено",
  "structure.parent_not_found": "Батьківський підрозділ не знайдено в цій структурі",
  "structure.root_exists": "Ця структура вже має кореневий підрозділ",
  "structure.move_into_itself": "Підрозділ не можна перемістити в самого себе",
  "structure.move_into_child": "Підрозділ не можна перемістити в його власний дочірній підрозділ",
  "structure.root_cannot_move": "Кореневий підрозділ не можна перемістити",
  "structure.root_cannot_be_deleted": "Кореневий підрозділ не можна видалити",
  "structure.has_employees": "Підрозділ зі співробітниками не можна видалити",
  "structure.has_children": "Підрозділ із дочірніми підрозділами не можна видалити",
  "structure.head_not_member": "Керівником може бути лише співробітник цього підрозділу",
  "structure.user_not_active": "До підрозділу можна додати лише чинних співробітників компанії",
  "structure.too_many_departments": "У структурі може бути не більше {{max}} підрозділів",
};
