import type { SameShape } from "../../../i18n/types";
import type { sessionsEn } from "./sessionsTexts.en";

export const sessionsRu: SameShape<typeof sessionsEn> = {
  title: "Активные сеансы",
  employeeTitle: "Активные сеансы сотрудника",
  loadError: "Не удалось загрузить сеансы",
  none: "Нет активных сеансов",
  thisDevice: "Это устройство",
  unknownDevice: "Неизвестный браузер",
  deviceOn: "{{browser}}, {{os}}",
  privateNetwork: "Частная сеть",
  unknownPlace: "Место неизвестно",
  created: "Вход: {{when}}",
  lastSeen: "Последняя активность: {{when}}",
  end: "Завершить",
  endLabel: "Завершить сеанс: {{device}}",
  endOthers: "Завершить все другие сеансы",
  confirmEnd: "Завершить этот сеанс? Устройство выйдет из системы в течение нескольких секунд.",
  confirmEndOthers: "Завершить все сеансы, кроме этого? Эти устройства выйдут из системы в течение нескольких секунд.",
  ended: "Сеанс завершён",
  endedOthers_one: "Завершён {{count}} сеанс",
  endedOthers_other: "Завершено сеансов: {{count}}",
};
