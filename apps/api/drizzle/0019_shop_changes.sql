-- The shop's cache of every API process (plugins/catalogue-cache.ts,
-- app.shopCache) is told when what visitors see of the shop may have changed:
-- any write to its products, whoever made it (staff's edits, the stock a
-- checkout reserves or an expired one gives back, a seed, a script), sends
-- 'shop' on the live-update channel, once per transaction (PostgreSQL folds
-- identical notifications).
CREATE FUNCTION huella_shop_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('huella_realtime', 'shop');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION huella_shop_changed();
