/**
 * Tests read and write any module's items directly (to set a scene or check a purge), so test
 * support loads every module: each one registers its entities when its `entities.ts` is
 * evaluated. Production code never needs this: a module's own files register its entities, and
 * other modules reach them only through its door.
 */
import "../analytics";
import "../auth";
import "../clients";
import "../files";
import "../identity";
import "../notifications";
import "../posts";
import "../realtime";
import "../users";
import "../widgets";
