/**
 * What other web modules (and the shell) may use from the chat (its public entry; lint allows only
 * `index`, `shellPart` and `public` across module folders): the number of rooms to read (the menu's
 * badge), and opening the private chat with a person (the profile's "Message" button).
 */
export { useUnreadRooms } from "./live/useUnreadRooms";
export { chatsAvailable } from "./live/useRoomList";
export { useStartPrivateChat } from "./rooms/useStartPrivateChat";
