import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { uploadsDirectory } from "./upload-limits.server.ts";

/** What a stored file is called: 32 random hex digits, nothing of the visitor's. */
const STORED_NAME = /^[0-9a-f]{32}$/;

function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

/** Writes a file under a new random name in the private directory (readable by the server's user only); returns the name. */
export async function writeStoredFile(bytes: Uint8Array): Promise<string> {
  const directory = uploadsDirectory();
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const name = randomBytes(16).toString("hex");
  // "wx": never over another file, however unlikely the same 128 random bits are.
  await writeFile(join(directory, name), bytes, { mode: 0o600, flag: "wx" });
  return name;
}

/** Removes a stored file; one already gone is fine. */
export async function removeStoredFile(name: string): Promise<void> {
  if (!isStoredName(name)) return;
  try {
    await unlink(join(uploadsDirectory(), name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/** A stored file's bytes as a web stream, or null when it is not there. */
export async function openStoredFile(name: string): Promise<{ stream: ReadableStream<Uint8Array>; size: number } | null> {
  if (!isStoredName(name)) return null;
  const path = join(uploadsDirectory(), name);
  try {
    const { size } = await stat(path);
    return { stream: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>, size };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** The stored files last changed before `before` (the sweep of files no row names). */
export async function storedFilesOlderThan(before: Date): Promise<string[]> {
  const directory = uploadsDirectory();
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const old: string[] = [];
  for (const name of names.filter(isStoredName)) {
    const { mtime } = await stat(join(directory, name));
    if (mtime < before) old.push(name);
  }
  return old;
}
