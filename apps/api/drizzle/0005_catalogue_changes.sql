-- The catalogue cache of every API process (plugins/catalogue-cache.ts) is
-- told when what visitors see may have changed: any write to pets, their
-- photos or shelters, whoever made it (an API process, a seed, a script),
-- sends 'catalogue' on the live-update channel, once per transaction
-- (PostgreSQL folds identical notifications). A view being counted changes
-- only pets.view_count and updated_at and sends nothing: view counts are
-- allowed to lag a minute.
CREATE FUNCTION huella_catalogue_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('huella_realtime', 'catalogue');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER pets_catalogue_changed_on_write
  AFTER INSERT OR DELETE OR TRUNCATE ON "pets"
  FOR EACH STATEMENT EXECUTE FUNCTION huella_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER pets_catalogue_changed_on_update
  AFTER UPDATE ON "pets"
  FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'view_count' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'view_count' - 'updated_at'))
  EXECUTE FUNCTION huella_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER pet_photos_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pet_photos"
  FOR EACH STATEMENT EXECUTE FUNCTION huella_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER shelters_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shelters"
  FOR EACH STATEMENT EXECUTE FUNCTION huella_catalogue_changed();
