import { SqliteRateLimitStore } from '../../SqliteRateLimitStore';

/** Adds `count` hits to one key and prints every count it was given, as one JSON line. */
async function main(): Promise<void> {
  const [path, key, count] = process.argv.slice(2);
  const store = SqliteRateLimitStore.open(path);
  const seen: number[] = [];
  for (let i = 0; i < Number(count); i++) seen.push((await store.increment(key, 60_000, new Date())).count);
  await store.close();
  process.stdout.write(`${JSON.stringify(seen)}\n`);
}

void main();
