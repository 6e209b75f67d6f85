import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder: the nearest one above this module that holds package.json. This module
 * runs from bff/src (tests, scripts) and from the compiled server in bff/dist, at another depth.
 */
function projectRoot(from: string) {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`no package.json above ${from}`);
  }
}

const root = projectRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A file or folder of the project (the migrations, the web app's persisted operations). */
export const projectFile = (...segments: string[]) => path.join(root, ...segments);
