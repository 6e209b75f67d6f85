/**
 * The benchmarks' database: the embedded one (in memory), or a fresh database on DATABASE_URL's
 * Postgres, dropped afterwards (BENCH_KEEP=1 leaves it for a closer look at its statements, or to
 * search again). BENCH_REUSE=1 with DATABASE_URL naming a kept database searches it again as it is:
 * nothing is created, ingested or dropped (the 1M set takes half an hour to ingest, its searches minutes).
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export async function benchDatabase(): Promise<{ databaseUrl: string | undefined; drop: () => Promise<void>; reused: boolean }> {
  if (!process.env.DATABASE_URL) return { databaseUrl: undefined, drop: async () => {}, reused: false };
  if (process.env.BENCH_REUSE) return { databaseUrl: process.env.DATABASE_URL, drop: async () => {}, reused: true };
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const drop = async () => {
    if (process.env.BENCH_KEEP) {
      console.log(`database kept: ${databaseUrl}`);
      return admin.end();
    }
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  return { databaseUrl, drop, reused: false };
}
