/** The chat module's public file: what other modules, plugins and the demo seed may use. */
export { openConversation } from './conversation-repository';
export { createPresence, PRESENCE_HEARTBEAT_MS, type Presence } from './presence-repository';
export { loadMessagesByIds } from './repository';
