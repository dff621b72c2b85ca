-- The blog's cache of every API process (plugins/catalogue-cache.ts,
-- app.blogCache) is told when what visitors see of the blog may have
-- changed: any write to its posts or their comments, whoever made it (an API
-- process, a seed, a script), sends 'blog' on the live-update channel, once
-- per transaction (PostgreSQL folds identical notifications).
CREATE FUNCTION huella_blog_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('huella_realtime', 'blog');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER blog_posts_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION huella_blog_changed();--> statement-breakpoint
CREATE TRIGGER blog_comments_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_comments"
  FOR EACH STATEMENT EXECUTE FUNCTION huella_blog_changed();
