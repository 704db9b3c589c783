/** One CLI command: runs with the arguments after its name and returns the exit code. */
export interface Command {
  run(args: string[]): Promise<number>;
}

/**
 * A command in the command table: its help line, and its module loaded only when it runs, so that
 * `studio inspect` never loads the server (auth, database drivers) that `studio admin …` needs.
 */
export interface CommandEntry {
  summary: string;
  load(): Promise<Command>;
}
