-- The identity cache of every API process (plugins/identity-cache.ts,
-- decision 11) keeps who a live session belongs to and each user's `me`
-- answer. Whatever may change them, whoever writes it (an API process, a
-- seed, a script), sends 'identity:<user id>' on the live-update channel: a
-- session ended or deleted, the account's row changed or deleted, a shelter
-- membership written. A favourite added or removed changes only the `me`
-- answer and sends 'me:<user id>', so that the session stays known.
-- PostgreSQL folds identical notifications of one transaction, so revoking
-- every session of a user sends one. Emptying a table sends 'identity'
-- alone: everyone.
CREATE FUNCTION huella_identity_changed_user() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('huella_realtime', 'identity:' || OLD.user_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('huella_realtime', 'identity:' || NEW.user_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION huella_me_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('huella_realtime', 'me:' || OLD.user_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('huella_realtime', 'me:' || NEW.user_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION huella_identity_changed_account() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('huella_realtime', 'identity:' || OLD.id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION huella_identity_changed_all() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('huella_realtime', 'identity');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sessions_identity_changed_on_revoke
  AFTER UPDATE OF revoked_at ON "sessions"
  FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at)
  EXECUTE FUNCTION huella_identity_changed_user();--> statement-breakpoint
CREATE TRIGGER sessions_identity_changed_on_delete
  AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION huella_identity_changed_user();--> statement-breakpoint
CREATE TRIGGER sessions_identity_changed_on_truncate
  AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION huella_identity_changed_all();--> statement-breakpoint
CREATE TRIGGER users_identity_changed_on_update
  AFTER UPDATE ON "users"
  FOR EACH ROW
  WHEN (OLD IS DISTINCT FROM NEW)
  EXECUTE FUNCTION huella_identity_changed_account();--> statement-breakpoint
CREATE TRIGGER users_identity_changed_on_delete
  AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION huella_identity_changed_account();--> statement-breakpoint
CREATE TRIGGER users_identity_changed_on_truncate
  AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION huella_identity_changed_all();--> statement-breakpoint
CREATE TRIGGER shelter_memberships_identity_changed_on_write
  AFTER INSERT OR UPDATE OR DELETE ON "shelter_memberships"
  FOR EACH ROW EXECUTE FUNCTION huella_identity_changed_user();--> statement-breakpoint
CREATE TRIGGER shelter_memberships_identity_changed_on_truncate
  AFTER TRUNCATE ON "shelter_memberships"
  FOR EACH STATEMENT EXECUTE FUNCTION huella_identity_changed_all();--> statement-breakpoint
CREATE TRIGGER favourites_me_changed_on_write
  AFTER INSERT OR UPDATE OR DELETE ON "favourites"
  FOR EACH ROW EXECUTE FUNCTION huella_me_changed();--> statement-breakpoint
CREATE TRIGGER favourites_identity_changed_on_truncate
  AFTER TRUNCATE ON "favourites"
  FOR EACH STATEMENT EXECUTE FUNCTION huella_identity_changed_all();
