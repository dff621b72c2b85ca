/**
 * What the operator's commands share (`db:move`, `media:to-s3`, `backup`,
 * `restore`): they read paths where the operator typed the command, print a
 * refusal as a sentence rather than a stack, and never print a password.
 */

/** The command cannot do what was asked, and changed nothing: the message says why. */
export class OperatorRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorRefusal';
  }
}

/**
 * npm runs a workspace's script inside the workspace (apps/api); relative
 * paths (DATA_DIR=./data, --out backups/today) are read from where npm was
 * started instead (INIT_CWD): the repository's root for the root's scripts,
 * where `npm start` reads DATA_DIR from too.
 */
export function workInInvocationDirectory(): void {
  const invoked = process.env.INIT_CWD;
  if (invoked && invoked !== process.cwd()) process.chdir(invoked);
}

/** A connection string fit to print: its password replaced. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(dirección no válida)';
  }
}

/**
 * Runs a command's main function: a refusal prints its sentence, any other
 * failure its message (and cause), and both end with exit code 1.
 */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof OperatorRefusal) {
      console.error(error.message);
    } else {
      console.error('Error:', error instanceof Error ? error.message : error);
      const cause = error instanceof Error ? error.cause : undefined;
      if (cause) console.error('Causa:', cause instanceof Error ? cause.message : cause);
    }
    process.exitCode = 1;
  });
}
