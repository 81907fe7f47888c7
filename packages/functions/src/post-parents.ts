import { registerPostParent } from "@intranet/core/posts";
import { groupPostParent } from "@intranet/core/groups";

/**
 * THE table of post parents besides the company wall (like the route and search source tables):
 * who may read and post under each. Imported for its effect by every Lambda that shows or takes
 * posts (the wall's, the groups', search indexing), so the wall asks the owning module without
 * importing it; a parent type missing here is readable by nobody.
 */
registerPostParent("group", groupPostParent);
