import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiRoot } from './paths.ts';

export const apiVersion: string = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8')).version;
