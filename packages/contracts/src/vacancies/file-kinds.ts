import type { FileKinds } from "../files/file-kinds";

/** CVs sent to vacancies: their uploader and admins (the vacancy's recipients download them through the vacancies module). */
export const vacanciesFileKinds = { vacancies: { read: "private" } } as const satisfies FileKinds;
