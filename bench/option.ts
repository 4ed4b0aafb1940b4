/** The value after `name` on the benchmark's command line (`--rounds 30`), or `fallback` when it is not given. */
export function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}
