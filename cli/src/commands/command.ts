/** One CLI command: a summary for the help screen and a runner returning the exit code. */
export interface Command {
  summary: string;
  run(args: string[]): Promise<number>;
}
