/**
 * One command group of `npm run admin` (its first word), in a file of its own under
 * scripts/admin/commands/. `run` gets the words after the name; what it returns is printed.
 */
export interface AdminCommand {
  name: string;
  /** Lines of the usage text, each `name ...   what it does`. */
  usage: string[];
  run(args: string[]): Promise<unknown>;
}
