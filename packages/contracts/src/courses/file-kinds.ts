import type { FileKinds } from "../files/file-kinds";

/** Lessons' files and pictures; a lesson lists the ids it shows (the course decides who reaches it). */
export const coursesFileKinds = { courses: {} } as const satisfies FileKinds;
