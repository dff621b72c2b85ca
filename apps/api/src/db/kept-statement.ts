/**
 * Statements asked for on every request are built by drizzle once, on first
 * use, and named, so that PostgreSQL also parses each once per connection
 * (each execution is still planned for its own values: see db/client.ts).
 * Building a statement anew cost more of the process's time than sending it
 * (decision record 0014). A transaction's statements are not kept: they
 * belong to its connection.
 */
export function keptStatement<T>(build: () => T): () => T {
  let statement: T | undefined;
  return () => (statement ??= build());
}
