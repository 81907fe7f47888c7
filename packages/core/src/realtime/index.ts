/** The realtime module's door: what other modules and packages may use. */
export {
  type ConnectionRecord,
  connectionsOfUser,
  connectionsOfUsers,
  findConnection,
  markIdentified,
  removeConnection,
  saveConnection,
} from "./connections";
export { realtimeEntities } from "./entities";
export { publish, publishEach } from "./publish";
export { closeConnection, postToConnection } from "./push";
