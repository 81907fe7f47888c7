/** The realtime module's door: what other modules and packages may use. */
export {
  type ConnectionRecord,
  connectionsOfTenant,
  connectionsOfUser,
  connectionsOfUsers,
  findConnection,
  markIdentified,
  removeConnection,
  saveConnection,
  setWatching,
} from "./connections";
export { PRESENCE_CHANGED, type PresenceChangedDetail, connectionClosed, connectionOpened } from "./presence";
export { realtimeEntities } from "./entities";
export { publish, publishEach, pushToConnections } from "./publish";
export { closeConnection, postToConnection } from "./push";
export { checkRealtimeReachable } from "./health";
export { type ModuleAction, type SocketActions, registerSocketActions, socketActionOf } from "./module-actions";
