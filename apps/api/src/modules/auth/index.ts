/** The auth module's public file: what plugins (authentication, live updates) may use. */
export { findSessionIdentity, liveSessionIds, revokeSessionsOf } from './repository';
