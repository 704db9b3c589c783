import { commands } from './commands/index';

const usage = () =>
  [
    'Usage: studio <command> [options]',
    '',
    'Commands:',
    ...Object.entries(commands).map(([name, c]) => `  ${name.padEnd(22)} ${c.summary}`),
    '',
    'Run `studio <command> --help` for the options of one command.',
  ].join('\n');

/** Runs the CLI with the given arguments; returns the process exit code. */
export async function main(argv: string[]): Promise<number> {
  const [first, second, ...rest] = argv;
  if (!first || first === '--help' || first === '-h' || first === 'help') {
    console.log(usage());
    return first ? 0 : 1;
  }
  // Two-word commands ("admin create-user") are looked up before one-word ones ("inspect").
  const twoWord = second ? commands[`${first} ${second}`] : undefined;
  const command = twoWord ?? commands[first];
  if (!command) {
    console.error(
      `studio: unknown command "${first}${second && !second.startsWith('-') ? ` ${second}` : ''}"\n`,
    );
    console.error(usage());
    return 2;
  }
  const args = twoWord ? rest : argv.slice(1);
  try {
    return await (await command.load()).run(args);
  } catch (error) {
    console.error(`studio: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
